import type { RouteAreaFile, RouteEntry, RoutePrefixes } from '@/core/route-types';

/**
 * Areas of the app no portal screen needs, whose screens load on the first visit there, each from
 * a chunk of its own, so the entry every phone downloads does not grow with them: a module
 * declares their screens in the area's file (`op-routes.ts`, `wall-routes.ts`), gathered by
 * src/app/<file> with import.meta.glob (tools/module-routes.ts finds the same files in Node), and
 * the paths they lie under in its `route-prefixes.ts`, gathered here.
 */
export interface RouteArea {
  /** The modules' file that declares the area's screens. */
  file: RouteAreaFile;
  /** App paths of the area: each prefix itself and what lies under it (the modules' declarations). */
  prefixes: readonly string[];
  load: () => Promise<readonly RouteEntry[]>;
}

const declared = import.meta.glob<RoutePrefixes>('../modules/*/route-prefixes.ts', { eager: true, import: 'routePrefixes' });

/** The prefixes the modules declare for an area's file. */
const prefixesOf = (file: RouteAreaFile): string[] =>
  Object.keys(declared)
    .sort()
    .flatMap((module) => declared[module]![file] ?? []);

export const ROUTE_AREAS: readonly RouteArea[] = [
  // The operators' paths (SPEC §6: the operations centre /op and the innovation-score management /integral).
  { file: 'op-routes.ts', prefixes: prefixesOf('op-routes.ts'), load: () => import('./op-routes').then((m) => m.opRoutes) },
  // The portal's information services (SPEC §2 /info/integral) past their front pages.
  { file: 'info-routes.ts', prefixes: prefixesOf('info-routes.ts'), load: () => import('./info-routes').then((m) => m.infoRoutes) },
  // The score big-screen (SPEC §2 /lg): wall displays.
  { file: 'wall-routes.ts', prefixes: prefixesOf('wall-routes.ts'), load: () => import('./wall-routes').then((m) => m.wallRoutes) },
];

/** The area an app path belongs to, if any. */
export const areaOf = (appPath: string): RouteArea | undefined =>
  ROUTE_AREAS.find((area) => area.prefixes.some((prefix) => appPath === prefix || appPath.startsWith(`${prefix}/`)));
