import type { RouteEntry } from '../../app/route-types';

export const homeRoutes: RouteEntry[] = [
  { path: '/index', title: '首页', access: 'public', module: 'home', layout: 'tabs', load: () => import('./pages/home-page') },
];
