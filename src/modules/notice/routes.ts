import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('notice');

/** Notices (通知公告): the public detail (SPEC §2); the operators' management is in op-routes.ts. */
export const routes: RouteEntry[] = [
  route.public('/notice/detail/:id', '通知详情', () => import('./pages/notice-detail-page'), {
    // The demo park's first notice.
    sample: { list: '/api/dpboot/notice/list?size=1&sysid=1' },
  }),
];
