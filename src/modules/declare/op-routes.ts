import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import * as P from './paths';

/** Policy declarations (政策申报): their management and review in the operations centre (operators only). */
const op = routesOf('op-policy', { permission: 'declare.manage' });

export const routes: RouteEntry[] = [
  op.inMenu('申报管理、访问与设置', 10)(P.OP_MANAGE, '申报管理', () => import('./pages/op/manage-page')),
  op.operator(P.OP_ADD, '发布申报通知', () => import('./pages/op/edit-page'), { parent: P.OP_MANAGE }),
  op.operator(P.OP_EDIT, '编辑申报通知', () => import('./pages/op/edit-page'), {
    parent: P.OP_MANAGE,
    // The demo park's first notice, in any phase.
    sample: { list: '/api/dpboot/declare/xg_list_declare?size=1&sysid=1' },
  }),
  op.operator(P.OP_DETAIL, '申报通知详情', () => import('./pages/op/declaration-page'), {
    parent: P.OP_MANAGE,
    // The demo park's first notice, in any phase.
    sample: { list: '/api/dpboot/declare/xg_list_declare?size=1&sysid=1' },
  }),
  op.inMenu('政策管理', 50)(P.OP_QUEUE, '政策申报审核', () => import('./pages/op/queue-page'), {
    permission: 'declare.audit',
  }),
  op.operator(P.OP_AUDIT, '申报审核', () => import('./pages/op/audit-page'), {
    permission: 'declare.audit',
    // An application of the demo park waiting for review.
    sample: { list: '/api/dpboot/declare/list_declareAndOrg?state=TOAUDIT&size=1&sysid=1' },
  }),
];
