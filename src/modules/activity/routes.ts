import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { ACTIVITY_LIST } from './paths';

const route = routesOf('activity');

/** 园区活动 (SPEC §2 /sc/activity/*): the public list and detail; the operators' screens are in op-routes.ts. */
export const routes: RouteEntry[] = [
  route.public(ACTIVITY_LIST, '园区活动', () => import('./pages/activity-list-page')),
  route.public('/sc/activity/detail/:id', '活动详情', () => import('./pages/activity-detail-page'), {
    sample: { list: '/api/dpboot/active/open?size=1&sysid=1' },
  }),
];
