import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import * as P from './paths';

/** Policy administration in the operations centre (operators only). */
const op = routesOf('op-policy', { permission: 'policy.manage' });
const menu = (order: number) => op.inMenu('政策管理', order);

/** A published policy of the demo park. */
const POLICY: RouteSample = { list: '/api/dpboot/policy/listpolices?size=1&sysid=1' };

export const routes: RouteEntry[] = [
  menu(10)(P.POLICY_MANAGE, '政策管理', () => import('./pages/policy-manage-page')),
  menu(20)(P.POLICY_TREE, '申报事项配置', () => import('./pages/tree-edit-page')),
  menu(30)(P.GUIDE_MANAGE, '申报指南管理', () => import('./pages/guide-manage-page')),
  menu(40)(P.POLICY_INDICATOR, '指标管理', () => import('./pages/indicator-page')),
  op.operator(P.POLICY_ADD, '新增政策', () => import('./pages/policy-edit-page'), {
    parent: P.POLICY_MANAGE,
  }),
  op.operator(P.POLICY_EDIT, '编辑政策', () => import('./pages/policy-edit-page'), {
    sample: POLICY,
    parent: P.POLICY_MANAGE,
  }),
  op.operator(P.GUIDE_EDIT, '编辑申报指南', () => import('./pages/guide-edit-page'), {
    parent: P.GUIDE_MANAGE,
  }),
  op.operator(P.POLICY_ENTERPRISE, '政策匹配企业', () => import('./pages/policy-enterprise-page'), {
    sample: POLICY,
    parent: P.POLICY_MANAGE,
  }),
];
