import { AppOutline, FileOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { tabRoots } from '@/core/nav';
import { routes } from '../routes';

export interface Tab {
  path: string;
  title: string;
  icon: ReactNode;
}

/**
 * How the tab bar shows each tab root, in its order (首页 · 政策 · 服务 · 我的). Which screens are tab
 * roots is their route entries' `nav: 'tab'`; a root without a look here, or a look without its
 * root, fails the navigation test.
 */
export const TAB_LOOKS: readonly Tab[] = [
  { path: '/index', title: '首页', icon: <AppOutline /> },
  { path: '/policy/index', title: '政策', icon: <FileOutline /> },
  { path: '/qyfw/index', title: '服务', icon: <ShopbagOutline /> },
  { path: '/user/index', title: '我的', icon: <UserOutline /> },
];

const roots = new Set(tabRoots(routes).map((entry) => entry.path));

/** The tab bar: the registered tab roots, as TAB_LOOKS shows them. */
export const TABS: readonly Tab[] = TAB_LOOKS.filter((tab) => roots.has(tab.path));
