import { accountRoutes } from '../modules/account/routes';
import { appealRoutes } from '../modules/appeal/routes';
import { certifyRoutes } from '../modules/certify/routes';
import { declareRoutes } from '../modules/declare/routes';
import { homeRoutes } from '../modules/home/routes';
import { noticeRoutes } from '../modules/notice/routes';
import { opHomeRoutes } from '../modules/op-home/routes';
import { orgAdminRoutes } from '../modules/org-admin/routes';
import { orgAuditRoutes } from '../modules/org-audit/routes';
import { policyRoutes } from '../modules/policy/routes';
import { systemRoutes } from '../modules/system/routes';
import { userRoutes } from '../modules/user/routes';
import type { RouteEntry } from './route-types';

/** Every screen of the app. A spec route joins only when its screen is real. */
export const routes: RouteEntry[] = [...homeRoutes, ...accountRoutes, ...certifyRoutes, ...userRoutes, ...opHomeRoutes, ...orgAuditRoutes, ...orgAdminRoutes, ...noticeRoutes, ...appealRoutes, ...policyRoutes, ...declareRoutes, ...systemRoutes];
