import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, ScreenFallback } from './app-shell';
import { BASENAME, guardFor, unknownPathLoader } from './guard-loader';
import { PlainLayout } from './layouts/plain-layout';
import { RouteError } from './route-error';
import { frameOf } from '@/core/nav';
import type { Layout, RouteEntry } from '@/core/route-types';
import { areaOf } from './route-areas';
import { loadAreaRoutes, loadOpRoutes, routes } from './routes';
import { preloadRoute } from './route-chunks';
import { loadScreen } from './screen-loader';

/** A registry entry as a react-router route: guarded by a loader, its screen a lazy chunk (its chunks preloaded). */
const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  loader: guardFor(entry),
  lazy: () => {
    preloadRoute(entry.path);
    return loadScreen(entry.load);
  },
});

type LayoutRoute = Pick<RouteObject, 'Component' | 'lazy'>;
const lazyLayout = (load: () => Promise<ComponentType>): LayoutRoute => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The frames screens sit in. The portal's tabs (antd-mobile's TabBar) and the operations centre
 * are chunks of their own, loaded beside the first screen's chunk, so the entry stays small.
 */
const LAYOUTS: Record<Layout, LayoutRoute> = {
  plain: { Component: PlainLayout },
  tabs: lazyLayout(() => import('./layouts/tabs-layout').then((m) => m.TabsLayout)),
  // The operations centre's frame draws its menu from the registry: its screens come with it.
  op: lazyLayout(() => Promise.all([import('./layouts/op-layout'), loadOpRoutes()]).then(([m]) => m.OpLayout)),
};

const LAYOUT_NAMES = Object.keys(LAYOUTS) as Layout[];
const layoutId = (layout: Layout) => `layout-${layout}`;

/** One pathless layout route per layout, holding the registry entries that use it. */
const layoutRoutes = LAYOUT_NAMES.map((layout): RouteObject => ({
  id: layoutId(layout),
  ...LAYOUTS[layout],
  children: routes.filter((entry) => frameOf(entry) === layout).map(toRoute),
}));

/** A path the router is asked about, without the base. */
const appPathOf = (path: string) => (path.startsWith(BASENAME) ? path.slice(BASENAME.length) || '/' : path);

/**
 * The app's router. Created by the entry after its modules have been evaluated, in a task of its
 * own: creating it matches the first route and starts its chunks and guards, work that made the
 * modules' evaluation one long task on a slow phone.
 */
export const createRouter = () => {
  const patched = new Set<string>();
  return createBrowserRouter(
    [
      {
        element: <AppShell />,
        hydrateFallbackElement: <ScreenFallback />,
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Navigate to="/index" replace /> },
          ...layoutRoutes,
          { path: '*', loader: unknownPathLoader },
        ],
      },
    ],
    {
      basename: BASENAME,
      // A path of an area whose screens load apart (./route-areas.ts) that matches nothing yet:
      // its screens join the router (once) before it matches, so a first visit or a reload there
      // lands on the screen.
      patchRoutesOnNavigation: async ({ path, patch, signal }) => {
        const area = areaOf(appPathOf(path));
        if (!area || patched.has(area.file)) return;
        const entries = await loadAreaRoutes(area);
        if (signal.aborted || patched.has(area.file)) return;
        for (const layout of LAYOUT_NAMES) {
          const children = entries.filter((entry) => frameOf(entry) === layout).map(toRoute);
          if (children.length > 0) patch(layoutId(layout), children);
        }
        patched.add(area.file);
      },
    },
  );
};

type Router = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the first screen's chunks and run its guards. */
export function firstScreenRouted(router: Router): Promise<void> {
  const routed = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (routed()) return resolve();
    const stop = router.subscribe(() => {
      if (!routed()) return;
      stop();
      resolve();
    });
  });
}
