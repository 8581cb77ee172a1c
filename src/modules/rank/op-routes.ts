import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('rank', { permission: 'rank.manage' });

/**
 * Enterprise rank lists (榜单, SPEC §2): the operators' list and the edit screen. The portal
 * reads published lists on /qyfw/index (the home module's page renders parts/rank-section).
 */
export const routes: RouteEntry[] = [
  route.inMenu('消息推送与用户管理', 90)('/op/rankManage', '企业榜单', () => import('./pages/rank-manage-page')),
  // Creates, and with ?id= edits (the spec's path has no id).
  route.operator('/op/rankEdit', '编辑榜单', () => import('./pages/rank-edit-page'), { parent: '/op/rankManage' }),
];
