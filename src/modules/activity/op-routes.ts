import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { ACTIVITY_ADD, ACTIVITY_MANAGE } from './paths';

const route = routesOf('activity', { permission: 'activity.manage' });

/** 园区活动 (SPEC §2 /op/dc/activity*): the operators' list, form, sign-ups and invitations. */
export const routes: RouteEntry[] = [
  route.inMenu('载体、创新、投资与活动', 40)(ACTIVITY_MANAGE, '园区活动', () => import('./pages/activity-manage-page')),
  route.operator(ACTIVITY_ADD, '新建活动', () => import('./pages/activity-edit-page')),
  route.operator('/op/dc/activity/edit/:id', '修改活动', () => import('./pages/activity-edit-page'), {
    parent: ACTIVITY_MANAGE,
    sample: { list: '/api/dpboot/active/list?sysid=1', body: { size: 1, status: 'DRAFT' } },
  }),
  route.operator('/op/dc/activity/enroll/:id', '报名名单', () => import('./pages/activity-enroll-page'), {
    parent: ACTIVITY_MANAGE,
    sample: { list: '/api/dpboot/active/list?sysid=1', body: { size: 1, status: 'PUBLISHED' } },
  }),
];
