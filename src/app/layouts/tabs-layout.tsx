import { SafeArea, TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Main } from '@/ui/landmark';
import { OfflineBanner } from './offline-banner-slot';
import { TABS } from './tabs';
import { useUnreadBadge } from './unread-badge';
import styles from './layouts.module.css';

/** The frame of a tab root (core/nav.ts): the screen, and below it the portal's tab bar. */
export function TabsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find((tab) => pathname === tab.path)?.path ?? '';
  // The personal centre shows how many messages wait unread.
  const unread = useUnreadBadge();
  return (
    <div className={styles.portal}>
      <Main className={styles.tabsBody}>
        <OfflineBanner />
        <Outlet />
      </Main>
      <nav className={styles.tabBar} aria-label="主导航">
        <TabBar activeKey={active} onChange={(path) => navigate(path)} safeArea>
          {TABS.map((tab) => (
            <TabBar.Item key={tab.path} icon={tab.icon} title={tab.title} badge={tab.path === '/user/index' ? unread : undefined} />
          ))}
        </TabBar>
      </nav>
      <SafeArea position="bottom" />
    </div>
  );
}
