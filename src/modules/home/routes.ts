import type { RouteEntry } from '../../app/route-types';

export const homeRoutes: RouteEntry[] = [
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
