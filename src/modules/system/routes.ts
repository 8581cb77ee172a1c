import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('system');

export const routes: RouteEntry[] = [
  route.public('/403', '无权访问', () => import('./pages/forbidden-page')),
  route.public('/404', '页面不存在', () => import('./pages/not-found-page')),
];
