import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, ScreenFallback } from './app-shell';
import { BASENAME, guardFor, unknownPathLoader } from './guard-loader';
import { RouteError } from './route-error';
import type { RouteEntry } from './route-types';
import { routes } from './routes';
import { loadScreen } from './screen-loader';

/** A registry entry as a react-router route: guarded by a loader, its screen a lazy chunk. */
const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  loader: guardFor(entry),
  lazy: () => loadScreen(entry.load),
});

export const router = createBrowserRouter(
  [
    {
      element: <AppShell />,
      hydrateFallbackElement: <ScreenFallback />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/index" replace /> },
        ...routes.map(toRoute),
        { path: '*', loader: unknownPathLoader },
      ],
    },
  ],
  { basename: BASENAME },
);
