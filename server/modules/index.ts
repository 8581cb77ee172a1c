import type { AppInstance } from '../app-types.js';
import attachRoutes from './attach/routes.js';
import clockRoutes from './clock/routes.js';
import healthRoutes from './health/routes.js';
import tenantRoutes from './tenant/routes.js';

/** Every route module of the API, registered in this order. */
export const routeModules: ReadonlyArray<(app: AppInstance) => Promise<void>> = [
  healthRoutes,
  clockRoutes,
  tenantRoutes,
  attachRoutes,
];
