import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, ScreenFallback } from './app-shell';
import { BASENAME, guardFor, unknownPathLoader } from './guard-loader';
import { OpLayout } from './layouts/op-layout';
import { PlainLayout, TabsLayout } from './layouts/tabs-layout';
import { RouteError } from './route-error';
import type { Layout, RouteEntry } from './route-types';
import { routes } from './routes';
import { loadScreen } from './screen-loader';

/** A registry entry as a react-router route: guarded by a loader, its screen a lazy chunk. */
const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  loader: guardFor(entry),
  lazy: () => loadScreen(entry.load),
});

const LAYOUTS: Record<Layout, ReactElement> = {
  plain: <PlainLayout />,
  tabs: <TabsLayout />,
  op: <OpLayout />,
};

/** One pathless layout route per layout, holding the registry entries that use it. */
const layoutRoutes = (Object.keys(LAYOUTS) as Layout[]).map(
  (layout): RouteObject => ({
    element: LAYOUTS[layout],
    children: routes.filter((entry) => (entry.layout ?? 'plain') === layout).map(toRoute),
  }),
);

export const router = createBrowserRouter(
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
