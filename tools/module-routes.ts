import fs from 'node:fs';
import path from 'node:path';
import type { RouteEntry } from '../src/core/route-types.js';

/**
 * A module's route files: the portal's (in the entry), and those of the areas that load apart
 * (src/app/route-areas.ts): the operations centre's, the portal's /info services' and the wall
 * displays' (chunks of their own).
 */
export const ROUTE_FILES = ['routes.ts', 'op-routes.ts', 'info-routes.ts', 'wall-routes.ts'] as const;

/**
 * Every module's route entries, for code that runs in Node (the route report, the end-to-end
 * coverage test): what src/app/routes.ts and the areas' files find with import.meta.glob in the
 * web app, found here on disk — each `src/modules/<module>/<file>` of ROUTE_FILES and its
 * `routes` export.
 */
export async function loadModuleRoutes(root = process.cwd()): Promise<RouteEntry[]> {
  const dir = path.join(root, 'src/modules');
  const found: RouteEntry[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    for (const routesFile of ROUTE_FILES) {
      const file = path.join(dir, name, routesFile);
      if (!fs.existsSync(file)) continue;
      const exported = (await import(file)) as { routes?: RouteEntry[] };
      if (!Array.isArray(exported.routes)) throw new Error(`${file} exports no routes`);
      found.push(...exported.routes);
    }
  }
  return found;
}
