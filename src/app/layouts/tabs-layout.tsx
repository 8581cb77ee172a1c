import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, MessageOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { OfflineBanner } from './offline-banner-slot';
import { routes } from '../routes';
import styles from './layouts.module.css';

interface Tab {
  path: string;
  title: string;
  icon: ReactNode;
}

/** The portal's bottom tabs (首页 · 政策 · 服务 · 消息 · 我的); a tab shows once its screen exists. */
const TABS: Tab[] = [
  { path: '/index', title: '首页', icon: <AppOutline /> },
  { path: '/policy/list', title: '政策', icon: <FileOutline /> },
  { path: '/qyfw/index', title: '服务', icon: <ShopbagOutline /> },
  { path: '/user/message', title: '消息', icon: <MessageOutline /> },
  { path: '/user/index', title: '我的', icon: <UserOutline /> },
];
const registered = new Set(routes.map((r) => r.path));
const tabs = TABS.filter((tab) => registered.has(tab.path));

export function TabsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => pathname === tab.path)?.path ?? '';
  return (
    <div className={styles.portal}>
      <main className={styles.tabsBody}>
        <OfflineBanner />
        <Outlet />
      </main>
      <nav className={styles.tabBar} aria-label="主导航">
        <TabBar activeKey={active} onChange={(path) => navigate(path)} safeArea>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.path} icon={tab.icon} title={tab.title} />
          ))}
        </TabBar>
      </nav>
      <SafeArea position="bottom" />
    </div>
  );
}
