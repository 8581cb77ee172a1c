import type { RouteEntry } from '@/core/route-types';
import { setRoutes } from '@/core/route-registry';

/**
 * Every screen of the app: each module's `routes.ts` is found here by itself (a module adds its
 * screens in its own folder; tools/module-routes.ts finds the same files in Node). A spec route
 * joins only when its screen is real.
 *
 * The operations centre's screens are most of the app and no portal screen needs them: a
 * module declares them in its `op-routes.ts`, gathered in a chunk of their own (./op-routes.ts)
 * that loads on the first visit to /op, so the entry every phone downloads does not grow with them.
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/routes.ts', { eager: true, import: 'routes' });

export const routes: RouteEntry[] = Object.values(found).flat();

setRoutes(routes);

/** The operations centre's paths: their screens are in the op-routes chunk. */
export const inOpArea = (appPath: string): boolean => appPath === '/op' || appPath.startsWith('/op/');

let opLoad: Promise<readonly RouteEntry[]> | undefined;

/** The operations centre's screens, loaded once and added to the registry; a failed load (offline) is tried again next time. */
export function loadOpRoutes(): Promise<readonly RouteEntry[]> {
  opLoad ??= import('./op-routes').then(
    ({ opRoutes }) => {
      setRoutes([...routes, ...opRoutes]);
      return opRoutes;
    },
    (error: unknown) => {
      opLoad = undefined;
      throw error;
    },
  );
  return opLoad;
}
