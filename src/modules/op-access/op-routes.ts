import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_ACCESS } from './paths';

const op = routesOf('op-access', { permission: 'system.access' });

/** 访问统计: the page views the portal records, per day, module and page. */
export const routes: RouteEntry[] = [
  op.inMenu('申报管理、访问与设置', 80)(OP_ACCESS, '访问统计', () => import('./pages/access-page')),
];
