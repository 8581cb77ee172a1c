import type { RouteEntry } from '@/core/route-types';
import { MANAGE_PATH, PORTRAIT_PATTERN } from './paths';

/** The operators' organisation directory and portraits (SPEC §2 operations centre: orgManage, orgPortrait). */
export const routes: RouteEntry[] = [
  {
    path: MANAGE_PATH,
    title: '企业管理',
    access: 'operator',
    module: 'op-org',
    layout: 'op',
    menu: { group: '企业审核与管理', order: 30 },
    load: () => import('./pages/org-manage-page'),
  },
  {
    path: PORTRAIT_PATTERN,
    title: '企业画像',
    access: 'operator',
    module: 'op-org',
    layout: 'op',
    // No menu entry: a route with a required parameter has no link of its own (route-types.ts);
    // portraits are reached from the directory.
    load: () => import('./pages/org-portrait-page'),
  },
];
