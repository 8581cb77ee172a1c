import type { RouteEntry } from '@/core/route-types';

/**
 * The operations centre's screens: each module's `op-routes.ts`, in one chunk that loads on the first
 * visit to /op or /integral (src/app/route-areas.ts) (tools/module-routes.ts finds the same files in Node).
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/op-routes.ts', { eager: true, import: 'routes' });

export const opRoutes: RouteEntry[] = Object.values(found).flat();
