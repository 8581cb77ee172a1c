import type { RouteEntry } from '@/core/route-types';

export const routes: RouteEntry[] = [
  { path: '/index', title: '首页', access: 'public', module: 'home', layout: 'tabs', load: () => import('./pages/home-page') },
  {
    path: '/qyfw/index',
    title: '企业服务',
    access: 'public',
    module: 'home',
    layout: 'tabs',
    load: () => import('./pages/service-home-page'),
  },
];
