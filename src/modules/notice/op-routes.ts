import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('notice', { permission: 'notice.manage' });

/** Notices (通知公告): the operators' management (SPEC §2). */
export const routes: RouteEntry[] = [
  route.inMenu('诉求、消息、产业、项目与经济', 90)('/op/notice', '通知公告管理', () => import('./pages/notice-manage-page')),
  // Also the edit screen, with ?id= (the spec has no edit route).
  route.operator('/op/notice/add', '发布通知', () => import('./pages/notice-edit-page')),
];
