import { AppOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { useTenant } from '@/core/use-tenant';
import { OpUserMenu } from './op-user-menu';
import styles from './op-shell.module.css';

/** The desktop's top bar over the operations screens: the park, the way back to the portal, the user. */
export function OpTopBar() {
  const tenant = useTenant();
  return (
    <header className={styles.topBar}>
      <strong className={styles.park}>{tenant?.name ?? ''}</strong>
      <Link to="/index" className={styles.portal}>
        <AppOutline aria-hidden />
        门户首页
      </Link>
      <OpUserMenu />
    </header>
  );
}
