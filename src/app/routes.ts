import type { RouteEntry } from '@/core/route-types';
import { setRoutes } from '@/core/route-registry';

/**
 * Every screen of the app: each module's `routes.ts` is found here by itself (a module adds its
 * screens in its own folder; tools/module-routes.ts finds the same files in Node). A spec route
 * joins only when its screen is real.
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/routes.ts', { eager: true, import: 'routes' });

export const routes: RouteEntry[] = Object.values(found).flat();

setRoutes(routes);
