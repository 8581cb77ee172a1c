import type { RouteEntry } from '@/core/route-types';

/**
 * The portal's information services under /info beyond their front pages (the innovation score's
 * portrait, directory and fill rounds): each module's `info-routes.ts`, in one chunk that loads on
 * the first visit there (src/app/route-areas.ts). A front page the home grid links stays in the
 * module's routes.ts, since the grid shows only registered screens.
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/info-routes.ts', { eager: true, import: 'routes' });

export const infoRoutes: RouteEntry[] = Object.values(found).flat();
