import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { USER_APPEAL, USER_APPEAL_ADD, USER_DETAIL_PATTERN } from './paths';

/** Page views record the enterprises' screens as 'appeal' (the operators' are in op-routes.ts). */
const user = routesOf('appeal');

/** Appeals (诉求): the enterprises' side in the personal centre (SPEC §2). */
export const routes: RouteEntry[] = [
  user.login(USER_APPEAL, '我的诉求', () => import('./pages/my-appeals-page')),
  user.login(USER_APPEAL_ADD, '提交诉求', () => import('./pages/appeal-form-page')),
  user.login(USER_DETAIL_PATTERN, '诉求详情', () => import('./pages/my-appeal-detail-page'), {
    // The ORG user's first appeal in the demo park (login routes open as that user).
    sample: { list: '/api/dpboot/appeal/mine?size=1&sysid=1' },
  }),
];
