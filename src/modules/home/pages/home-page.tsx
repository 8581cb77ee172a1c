import { Card, Image, NavBar, Skeleton } from 'antd-mobile';
import { useTenant } from '../../../app/use-tenant';
import styles from './home-page.module.css';

/** The park's home: who this portal belongs to. Business-area entries join as their screens land. */
export default function HomePage() {
  const tenant = useTenant();
  return (
    <>
      <NavBar back={null}>首页</NavBar>
      <Card className={styles.identity}>
        {tenant ? (
          <div className={styles.row}>
            <Image src={tenant.logo} width={56} height={56} fit="contain" alt={`${tenant.name}标志`} lazy={false} />
            <div>
              <h1 className={styles.name}>{tenant.name}</h1>
              <p className={styles.meta}>
                {tenant.indextitle} · {tenant.parkname}
              </p>
            </div>
          </div>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </Card>
    </>
  );
}
