import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { MANAGE_PATH, PORTRAIT_PATTERN } from './paths';

const route = routesOf('op-org', { permission: 'org.manage' });

/** The operators' organisation directory and portraits (SPEC §2 operations centre: orgManage, orgPortrait). */
export const routes: RouteEntry[] = [
  route.inMenu('企业审核与管理', 30)(MANAGE_PATH, '企业管理', () => import('./pages/org-manage-page')),
  // No menu entry: a route with a required parameter has no link of its own (route-types.ts);
  // portraits are reached from the directory.
  route.operator(PORTRAIT_PATTERN, '企业画像', () => import('./pages/org-portrait-page'), {
    parent: MANAGE_PATH,
    // The first organisation of the demo park's directory (the seed gives it hundreds).
    sample: { list: '/api/parkboot/v2/org/listEsOrg', body: { size: 1 } },
  }),
];
