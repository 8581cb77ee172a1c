import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import { FILL_AUDIT_DETAIL, FILL_MINE } from './fill/paths';
import { DIR, DIR_INFO } from './quality/paths';
import { INTEGRAL_PORTRAIT } from './public-paths';

/**
 * The innovation score on the portal past its front page (SPEC §2 /info/integral, signed in): my
 * organisation's portrait, the quality directory and the fill rounds. A chunk of their own that
 * loads on the first visit to /info (src/app/route-areas.ts); the front page is in routes.ts.
 */
const portal = routesOf('integral');

/** An enterprise of the demo park's quality directory: its first. */
const LISTED: RouteSample = { list: '/api/dpboot/integral/dir?size=1&sysid=1', fields: { id: 'orgId' } };

export const routes: RouteEntry[] = [
  portal.login(INTEGRAL_PORTRAIT, '企业积分画像', () => import('./pages/portrait-page')),
  // 优质企业名录: signed-in users of any kind (SPEC §2: neither public nor operators only).
  portal.login(DIR, '优质企业名录', () => import('./quality/pages/dir-page')),
  portal.login(DIR_INFO, '优质企业名片', () => import('./quality/pages/dir-info-page'), { sample: LISTED }),
  // Fill rounds (填报): my rounds and a round's form (?round=), and the audit of my submission.
  portal.login(FILL_MINE, '创新积分填报', () => import('./fill/pages/mine-page')),
  portal.login(FILL_AUDIT_DETAIL, '填报审核结果', () => import('./fill/pages/audit-detail-page'), {
    // The enterprise's first round, with its organisation.
    sample: { list: '/api/dpboot/integral/fill/mine?size=1&sysid=1', fields: { itemid: 'id', orgid: 'orgId' } },
  }),
];
