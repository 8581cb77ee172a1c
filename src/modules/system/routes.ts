import type { RouteEntry } from '@/core/route-types';

export const routes: RouteEntry[] = [
  { path: '/403', title: '无权访问', access: 'public', module: 'system', load: () => import('./pages/forbidden-page') },
  { path: '/404', title: '页面不存在', access: 'public', module: 'system', load: () => import('./pages/not-found-page') },
];
