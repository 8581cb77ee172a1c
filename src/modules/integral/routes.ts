import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import { DIR, DIR_INFO } from './parts/quality-paths';
import { INTEGRAL_INDEX, INTEGRAL_PORTRAIT } from './public-paths';

/**
 * The innovation score on the portal (SPEC §2 /info/integral): the public index (how the score is
 * computed, the park's top list, search) and my organisation's portrait (signed in). Operator
 * screens are in op-routes.ts.
 */
const portal = routesOf('integral');

/** An enterprise of the demo park's quality directory: its first. */
const LISTED: RouteSample = { list: '/api/dpboot/integral/dir?size=1&sysid=1', fields: { id: 'orgId' } };

export const routes: RouteEntry[] = [
  portal.public(INTEGRAL_INDEX, '创新积分', () => import('./pages/public-index-page')),
  portal.login(INTEGRAL_PORTRAIT, '企业积分画像', () => import('./pages/portrait-page')),
  // 优质企业名录: signed-in users of any kind (SPEC §2: neither public nor operators only).
  portal.login(DIR, '优质企业名录', () => import('./pages/dir-page')),
  portal.login(DIR_INFO, '优质企业名片', () => import('./pages/dir-info-page'), { sample: LISTED }),
];
