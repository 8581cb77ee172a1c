import { Image, Skeleton } from 'antd-mobile';
import { useTenant } from '@/core/use-tenant';
import styles from './home.module.css';

/** Whose portal this is: the park's logo, name and zone. */
export function ParkHeader({ subtitle }: { subtitle?: string }) {
  const tenant = useTenant();
  return (
    <header className={styles.header}>
      {tenant ? (
        <div className={styles.identity}>
          <Image src={tenant.logo} width={48} height={48} fit="contain" alt={`${tenant.name}标志`} lazy={false} />
          <div>
            <h1 className={styles.name}>{tenant.name}</h1>
            <p className={styles.meta}>{subtitle ?? `${tenant.indextitle} · ${tenant.parkname}`}</p>
          </div>
        </div>
      ) : (
        <Skeleton.Paragraph lineCount={2} animated />
      )}
    </header>
  );
}
