import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_CULTIVATION, OP_CULTIVATION_EDIT } from './paths';

const route = routesOf('cultivation', { permission: 'cultivation.manage' });

/** The operators' pool (SPEC §2 /op/cultivation). */
export const routes: RouteEntry[] = [
  route.inMenu('服务画像、培育与创新积分', 40)(OP_CULTIVATION, '企业培育库', () => import('./pages/op-pool-page')),
  route.operator(OP_CULTIVATION_EDIT, '梯度与评价标准', () => import('./pages/op-edit-page')),
];
