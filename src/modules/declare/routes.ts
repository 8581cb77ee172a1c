import type { RouteEntry } from '@/core/route-types';
import * as P from './paths';

/**
 * Policy declarations (政策申报): the notices and the enterprise's applications under /policy, and
 * their management and review in the operations centre. Access follows routes.json: only the
 * notice list is public; the rest needs a login (operators for /op).
 */
const portal = (path: string, title: string, access: 'public' | 'login', load: RouteEntry['load']): RouteEntry => ({
  path,
  title,
  access,
  module: 'policy',
  layout: 'plain',
  load,
});
const op = (path: string, title: string, load: RouteEntry['load'], menu?: RouteEntry['menu']): RouteEntry => ({
  path,
  title,
  access: 'operator',
  module: 'op-policy',
  layout: 'op',
  ...(menu ? { menu } : {}),
  load,
});

export const routes: RouteEntry[] = [
  portal(P.NOTICE_LIST, '申报通知', 'public', () => import('./pages/notice-list-page')),
  portal(P.NOTICE_DETAIL, '申报通知详情', 'login', () => import('./pages/notice-detail-page')),
  portal(P.CENTER, '申报中心', 'login', () => import('./pages/center-page')),
  portal(P.PROCESS, '填写申报书', 'login', () => import('./pages/process-page')),
  portal(P.PROGRESS, '申报进度', 'login', () => import('./pages/progress-page')),
  portal(P.MY_LIST, '我的申报', 'login', () => import('./pages/my-list-page')),
  op(P.OP_MANAGE, '申报管理', () => import('./pages/op/manage-page'), { group: '申报管理、访问与设置', order: 10 }),
  op(P.OP_ADD, '发布申报通知', () => import('./pages/op/edit-page')),
  op(P.OP_EDIT, '编辑申报通知', () => import('./pages/op/edit-page')),
  op(P.OP_DETAIL, '申报通知详情', () => import('./pages/op/declaration-page')),
  op(P.OP_QUEUE, '政策申报审核', () => import('./pages/op/queue-page'), { group: '政策管理', order: 50 }),
  op(P.OP_AUDIT, '申报审核', () => import('./pages/op/audit-page')),
];
