import type { RouteEntry } from '@/core/route-types';
import { setRoutes } from '@/core/route-registry';
import { areaOf, ROUTE_AREAS, type RouteArea } from './route-areas';

/**
 * Every screen of the app: each module's `routes.ts` is found here by itself (a module adds its
 * screens in its own folder; tools/module-routes.ts finds the same files in Node). A spec route
 * joins only when its screen is real.
 *
 * The screens of areas no portal screen needs — the operations centre /op, the innovation-score
 * management /integral, the wall displays /lg — load on the first visit there, each from a chunk
 * of its own (./route-areas.ts), so the entry every phone downloads does not grow with them.
 */
const found = import.meta.glob<RouteEntry[]>('../modules/*/routes.ts', { eager: true, import: 'routes' });

export const routes: RouteEntry[] = Object.values(found).flat();

setRoutes(routes);

/** The operators' paths (SPEC §6: /op and /integral): their screens are in the op-routes chunk. */
export const inOpArea = (appPath: string): boolean => areaOf(appPath)?.file === 'op-routes.ts';

const loads = new Map<RouteArea, Promise<readonly RouteEntry[]>>();
const loaded = new Map<RouteArea, readonly RouteEntry[]>();

/** An area's screens, loaded once and added to the registry; a failed load (offline) is tried again next time. */
export function loadAreaRoutes(area: RouteArea): Promise<readonly RouteEntry[]> {
  let load = loads.get(area);
  if (!load) {
    load = area.load().then(
      (entries) => {
        loaded.set(area, entries);
        setRoutes([...routes, ...[...loaded.values()].flat()]);
        return entries;
      },
      (error: unknown) => {
        loads.delete(area);
        throw error;
      },
    );
    loads.set(area, load);
  }
  return load;
}

/** The operations centre's screens (its frame draws its menu from them). */
export const loadOpRoutes = (): Promise<readonly RouteEntry[]> =>
  loadAreaRoutes(ROUTE_AREAS.find((area) => area.file === 'op-routes.ts')!);
