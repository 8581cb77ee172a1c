import type { RouteEntry } from '@/core/route-types';

export const routes: RouteEntry[] = [
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
