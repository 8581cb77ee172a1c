import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { INTEGRAL_INDEX, INTEGRAL_PORTRAIT } from './public-paths';

/**
 * The innovation score on the portal (SPEC §2 /info/integral): the public index (how the score is
 * computed, the park's top list, search) and my organisation's portrait (signed in). Operator
 * screens are in op-routes.ts.
 */
const portal = routesOf('integral');

export const routes: RouteEntry[] = [
  portal.public(INTEGRAL_INDEX, '创新积分', () => import('./pages/public-index-page')),
  portal.login(INTEGRAL_PORTRAIT, '企业积分画像', () => import('./pages/portrait-page')),
];
