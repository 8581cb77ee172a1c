import type { RouteEntry } from '../../app/route-types';

export const opHomeRoutes: RouteEntry[] = [
  {
    path: '/op/index',
    title: '工作台',
    access: 'operator',
    module: 'op-org',
    layout: 'op',
    menu: { group: '工作台' },
    load: () => import('./pages/workbench-page'),
  },
];
