import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, ScreenFallback } from './app-shell';
import type { RouteEntry } from './route-types';
import { routes } from './routes';

export const BASENAME = '/innoweb';

/** A registry entry as a react-router route: its screen is a lazy chunk, its entry the route handle. */
const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  lazy: async () => ({ Component: (await entry.load()).default }),
});

export const router = createBrowserRouter(
  [
    {
      element: <AppShell />,
      hydrateFallbackElement: <ScreenFallback />,
      children: [
        { path: '/', element: <Navigate to="/index" replace /> },
        ...routes.map(toRoute),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ],
  { basename: BASENAME },
);
