import type { ReactNode } from 'react';
import styles from './notes.module.css';

/** Why something was refused or sent back, set apart so it is read first: 审核意见：… */
export function ReasonNote({ label = '审核意见', children }: { label?: string; children: ReactNode }) {
  return (
    <p className={styles.reason} role="note">
      {label}：{children}
    </p>
  );
}

/** A quiet line telling the person what happens next. */
export function HintText({ children }: { children: ReactNode }) {
  return <p className={styles.hint}>{children}</p>;
}
