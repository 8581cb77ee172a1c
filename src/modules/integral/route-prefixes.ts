import type { RoutePrefixes } from '@/core/route-types';

/**
 * Where the innovation score's screens load apart (src/app/route-areas.ts): its management
 * (SPEC §2 /integral) with the operations centre, its portal services past the front page
 * (/info/integral) and its wall displays (/lg) each in a chunk of their own.
 */
export const routePrefixes: RoutePrefixes = {
  'op-routes.ts': ['/integral'],
  'info-routes.ts': ['/info/integral'],
  'wall-routes.ts': ['/lg'],
};
