import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { FILL_AUDIT_DETAIL, FILL_MINE } from './fill-paths';
import { INTEGRAL_INDEX, INTEGRAL_PORTRAIT } from './public-paths';

/**
 * The innovation score on the portal (SPEC §2 /info/integral): the public index (how the score is
 * computed, the park's top list, search), my organisation's portrait and fill rounds (signed in). Operator
 * screens are in op-routes.ts.
 */
const portal = routesOf('integral');

export const routes: RouteEntry[] = [
  portal.public(INTEGRAL_INDEX, '创新积分', () => import('./pages/public-index-page')),
  portal.login(INTEGRAL_PORTRAIT, '企业积分画像', () => import('./pages/portrait-page')),
  // Fill rounds (填报): my rounds and a round's form (?round=), and the audit of my submission.
  portal.login(FILL_MINE, '创新积分填报', () => import('./pages/fill-mine-page')),
  portal.login(FILL_AUDIT_DETAIL, '填报审核结果', () => import('./pages/fill-audit-detail-page'), {
    // The demo park's open round (the first seeded) and the ORG user's organisation, read from one
    // of its own records (the rounds list does not carry the organisation).
    sample: { list: '/api/dpboot/declare/list_declareAndOrg?size=1&sysid=1', fields: { orgid: 'orgId' }, params: { itemid: 1 } },
  }),
];
