import type { RouteEntry } from './route-types';

/**
 * The registered screens, for code that must know them without importing the app: the home
 * page's area grid shows only areas with a real screen, the workbench lists the operations menu.
 * The app fills it when its route list loads (src/app/routes.ts), before anything renders.
 */
let registered: readonly RouteEntry[] = [];
let paths = new Set<string>();

export function setRoutes(routes: readonly RouteEntry[]): void {
  registered = routes;
  paths = new Set(routes.map((r) => r.path));
}

export const registeredRoutes = (): readonly RouteEntry[] => registered;

/** Whether a screen is registered for this route pattern. */
export const isRegistered = (pattern: string): boolean => paths.has(pattern);
