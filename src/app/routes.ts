import { homeRoutes } from '../modules/home/routes';
import { systemRoutes } from '../modules/system/routes';
import type { RouteEntry } from './route-types';

/** Every screen of the app. A spec route joins only when its screen is real. */
export const routes: RouteEntry[] = [...homeRoutes, ...systemRoutes];
