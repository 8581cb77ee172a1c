import type { RouteEntry } from '@/core/route-types';

/**
 * Areas of the app no portal screen needs, whose screens load on the first visit there, each from
 * a chunk of its own, so the entry every phone downloads does not grow with them: a module
 * declares their screens in the area's file (`op-routes.ts`, `wall-routes.ts`), gathered by
 * src/app/<file> with import.meta.glob (tools/module-routes.ts finds the same files in Node).
 */
export interface RouteArea {
  /** The modules' file that declares the area's screens. */
  file: 'op-routes.ts' | 'wall-routes.ts' | 'info-routes.ts';
  /** App paths of the area: each prefix itself and what lies under it. */
  prefixes: readonly string[];
  load: () => Promise<readonly RouteEntry[]>;
}

export const ROUTE_AREAS: readonly RouteArea[] = [
  // The operators' paths (SPEC §6: the operations centre /op and the innovation-score management /integral).
  { file: 'op-routes.ts', prefixes: ['/op', '/integral'], load: () => import('./op-routes').then((m) => m.opRoutes) },
  // The portal's information services (SPEC §2 /info/integral) past their front pages.
  { file: 'info-routes.ts', prefixes: ['/info'], load: () => import('./info-routes').then((m) => m.infoRoutes) },
  // The score big-screen (SPEC §2 /lg): wall displays.
  { file: 'wall-routes.ts', prefixes: ['/lg'], load: () => import('./wall-routes').then((m) => m.wallRoutes) },
];

/** The area an app path belongs to, if any. */
export const areaOf = (appPath: string): RouteArea | undefined =>
  ROUTE_AREAS.find((area) => area.prefixes.some((prefix) => appPath === prefix || appPath.startsWith(`${prefix}/`)));
