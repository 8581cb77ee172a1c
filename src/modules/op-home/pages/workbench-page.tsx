import { AppOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { useSession } from '@/core/use-session';
import { useTenant } from '@/core/use-tenant';
import { PageFrame } from '@/ui/page-frame';
import styles from '../parts/workbench.module.css';
import { ShortcutGroups } from '../parts/shortcut-groups';
import { TodoGrid } from '../parts/todo-grid';

/**
 * /op/index: the operator's workbench — what waits for them, and every operations screen. A root of
 * the operations centre (no back arrow); the portal is one tap away on the bar's right.
 */
export default function WorkbenchPage() {
  const user = useSession();
  const tenant = useTenant();
  return (
    <PageFrame
      title="运营中心"
      right={
        <Link to="/index" className={styles.portalLink} aria-label="门户首页">
          <AppOutline />
        </Link>
      }
    >
      <header className={styles.header}>
        <h1>您好，{user?.name ?? ''}</h1>
        <p>{tenant?.name ?? ''} · {user?.roles.map((r) => r.rolename).join('、')}</p>
      </header>
      <TodoGrid />
      <ShortcutGroups />
    </PageFrame>
  );
}
