import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, ScreenFallback } from './app-shell';
import { BASENAME, guardFor, unknownPathLoader } from './guard-loader';
import { PlainLayout } from './layouts/plain-layout';
import { RouteError } from './route-error';
import { frameOf } from '@/core/nav';
import type { Layout, RouteEntry } from '@/core/route-types';
import { routes } from './routes';
import { loadScreen } from './screen-loader';

/** A registry entry as a react-router route: guarded by a loader, its screen a lazy chunk. */
const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  loader: guardFor(entry),
  lazy: () => loadScreen(entry.load),
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
  op: lazyLayout(() => import('./layouts/op-layout').then((m) => m.OpLayout)),
};

/** One pathless layout route per layout, holding the registry entries that use it. */
const layoutRoutes = (Object.keys(LAYOUTS) as Layout[]).map((layout): RouteObject => ({
  ...LAYOUTS[layout],
  children: routes.filter((entry) => frameOf(entry) === layout).map(toRoute),
}));

/**
 * The app's router. Created by the entry after its modules have been evaluated, in a task of its
 * own: creating it matches the first route and starts its chunks and guards, work that made the
 * modules' evaluation one long task on a slow phone.
 */
export const createRouter = () =>
  createBrowserRouter(
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
    { basename: BASENAME },
  );

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
