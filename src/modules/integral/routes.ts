import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { INTEGRAL_INDEX } from './public-paths';

/**
 * The innovation score's front page on the portal (SPEC §2 /info/integral/index, public: how the
 * score is computed, the park's top list, search), here so that the home grid, which shows only
 * registered screens, finds it. The other /info/integral screens are in info-routes.ts, the
 * operators' in op-routes.ts.
 */
const portal = routesOf('integral');

export const routes: RouteEntry[] = [portal.public(INTEGRAL_INDEX, '创新积分', () => import('./pages/public-index-page'))];
