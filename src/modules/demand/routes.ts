import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { MY_AUDIT_PATTERN } from './paths';
import { VIEW_SCREENS } from './views';

const route = routesOf('demand');

/** Demand matching's portal screens (SPEC §2 /cx and the enterprise centre's /user/org…). */
export const routes: RouteEntry[] = [
  ...VIEW_SCREENS.map((s) => route.login(s.mine, s.mineTitle, () => import('./pages/my-items-page'))),
  route.login(MY_AUDIT_PATTERN, '审核记录', () => import('./pages/my-audit-page'), {
    // The demo enterprise's first item (the ORG user's own).
    sample: { list: '/api/dpboot/cx/my/items?view=product&size=1', params: { type: 'item' } },
  }),
];
