import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('op-org');

export const routes: RouteEntry[] = [
  route.inMenu('工作台')('/op/index', '工作台', () => import('./pages/workbench-page'), { nav: 'root' }),
];
