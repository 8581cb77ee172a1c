import type { AppInstance } from '../app-types.js';
import appealRoutes from './appeal/routes.js';
import attachRoutes from './attach/routes.js';
import certifyRoutes from './certify/routes.js';
import declareRoutes from './declare/routes.js';
import clockRoutes from './clock/routes.js';
import healthRoutes from './health/routes.js';
import noticeRoutes from './notice/routes.js';
import orgRoutes from './org/routes.js';
import policyRoutes from './policy/routes.js';
import pageStatisRoutes from './pagestatis/routes.js';
import passportRoutes from './passport/routes.js';
import ssoRoutes from './passport/sso-routes.js';
import profileRoutes from './profile/routes.js';
import tenantRoutes from './tenant/routes.js';
import verificationRoutes from './verification/routes.js';

/** Every route module of the API, registered in this order. */
export const routeModules: ReadonlyArray<(app: AppInstance) => Promise<void>> = [
  healthRoutes,
  clockRoutes,
  tenantRoutes,
  passportRoutes,
  ssoRoutes,
  verificationRoutes,
  pageStatisRoutes,
  attachRoutes,
  certifyRoutes,
  orgRoutes,
  noticeRoutes,
  policyRoutes,
  declareRoutes,
  profileRoutes,
  appealRoutes,
];
