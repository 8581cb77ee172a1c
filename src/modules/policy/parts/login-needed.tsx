import { LoginNeeded as KitLoginNeeded } from '@/ui/login-needed';
import styles from './policy.module.css';

/** The kit's sign-in prompt (src/ui/login-needed.tsx) in the policy screens' block. */
export function LoginNeeded({ what }: { what: string }) {
  return <KitLoginNeeded what={what} className={styles.block} />;
}
