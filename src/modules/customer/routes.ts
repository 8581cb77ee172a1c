import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const portal = routesOf('customer');

/** Customer service (智能客服): the assistant for enterprises (SPEC §2); the operators' side is in op-routes.ts. */
export const routes: RouteEntry[] = [portal.public('/customer/index', '智能客服', () => import('./pages/customer-page'))];
