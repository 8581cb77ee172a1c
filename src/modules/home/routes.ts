import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('home');

export const routes: RouteEntry[] = [
  route.public('/index', '首页', () => import('./pages/home-page'), { nav: 'tab' }),
  route.public('/qyfw/index', '企业服务', () => import('./pages/service-home-page'), { nav: 'tab' }),
];
