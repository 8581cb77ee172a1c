import type { RouteEntry } from '@/core/route-types';

/**
 * The operations centre's screens: each module's `op-routes.ts`, in one chunk that src/app/routes.ts
 * loads on the first visit to /op (tools/module-routes.ts finds the same files in Node).
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/op-routes.ts', { eager: true, import: 'routes' });

export const opRoutes: RouteEntry[] = Object.values(found).flat();
