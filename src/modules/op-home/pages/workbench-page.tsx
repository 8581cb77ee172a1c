import { AppOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { BASE_ROLE } from '@common/roles';
import { useSession } from '@/core/use-session';
import { useTenant } from '@/core/use-tenant';
import { PageFrame } from '@/ui/page-frame';
import { useIsDesktop } from '@/ui/use-desktop';
import styles from '../parts/workbench.module.css';
import { FrequentShortcuts } from '../parts/frequent-shortcuts';
import { RecentActivity } from '../parts/recent-activity';
import { ShortcutGroups } from '../parts/shortcut-groups';
import { TodoGrid } from '../parts/todo-grid';
import { VisitTrend } from '../parts/visit-trend';

/**
 * /op/index: the operator's workbench — what waits for them (to-dos), the screens they open most
 * (from their own page views), the park's visits of the last two weeks, their latest changes (from
 * the operation log) and, on a phone, every operations screen (there it is the menu). A root of the operations centre (no back arrow). On a desktop the
 * side menu and the top bar already hold the menu and the way to the portal, so it shows neither.
 */
export default function WorkbenchPage() {
  const user = useSession();
  const tenant = useTenant();
  const desktop = useIsDesktop();
  return (
    <PageFrame
      // On a phone the workbench is the operations centre's home; on a desktop the side menu's 工作台.
      title={desktop ? '工作台' : '运营中心'}
      right={
        desktop ? null : (
          <Link to="/index" className={styles.portalLink} aria-label="门户首页">
            <AppOutline />
          </Link>
        )
      }
    >
      <header className={styles.header}>
        <h2>您好，{user?.name ?? ''}</h2>
        {/* The operator's roles; every account is a 注册用户 too, which says nothing here. */}
        <p>{tenant?.name ?? ''} · {user?.roles.filter((r) => r.rolename !== BASE_ROLE).map((r) => r.rolename).join('、')}</p>
      </header>
      <TodoGrid columns={desktop ? 4 : 2} />
      <div className={styles.panels}>
        <FrequentShortcuts />
        <RecentActivity />
      </div>
      <VisitTrend />
      {desktop ? null : <ShortcutGroups />}
    </PageFrame>
  );
}
