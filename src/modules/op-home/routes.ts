import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

// Its page views count as 工作台 in the access statistics, not under 企业审核与管理.
const route = routesOf('op-home');

export const routes: RouteEntry[] = [
  route.inMenu('工作台')('/op/index', '工作台', () => import('./pages/workbench-page'), { nav: 'root' }),
];
