import type { RouteEntry } from '@/core/route-types';

/**
 * The wall displays' screens (/lg): each module's `wall-routes.ts`, in one chunk that loads on the
 * first visit there (src/app/route-areas.ts).
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/wall-routes.ts', { eager: true, import: 'routes' });

export const wallRoutes: RouteEntry[] = Object.values(found).flat();
