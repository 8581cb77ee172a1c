import type { RouteEntry } from '@/core/route-types';
import { setRoutes } from '@/core/route-registry';

/**
 * Every screen of the app: each module's `routes.ts` is found here by itself (a module adds its
 * screens in its own folder; tools/module-routes.ts finds the same files in Node). A spec route
 * joins only when its screen is real.
 *
 * The operators' screens (the operations centre /op and the innovation-score management
 * /integral, SPEC §6) are most of the app and no portal screen needs them: a module declares them
 * in its `op-routes.ts`, gathered in a chunk of their own (./op-routes.ts) that loads on the first
 * visit there, so the entry every phone downloads does not grow with them.
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/routes.ts', { eager: true, import: 'routes' });

export const routes: RouteEntry[] = Object.values(found).flat();

setRoutes(routes);

/** The operators' paths (SPEC §6: /op and /integral): their screens are in the op-routes chunk. */
const OPERATOR_AREAS = ['/op', '/integral'];
export const inOpArea = (appPath: string): boolean =>
  OPERATOR_AREAS.some((area) => appPath === area || appPath.startsWith(`${area}/`));

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
