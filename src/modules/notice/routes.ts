import type { RouteEntry } from '@/core/route-types';

/** Notices (通知公告): the public detail and the operators' management (SPEC §2). */
export const routes: RouteEntry[] = [
  {
    path: '/notice/detail/:id',
    title: '通知详情',
    access: 'public',
    module: 'notice',
    layout: 'plain',
    load: () => import('./pages/notice-detail-page'),
  },
  {
    path: '/op/notice',
    title: '通知公告管理',
    access: 'operator',
    module: 'notice',
    layout: 'op',
    menu: { group: '诉求、消息、产业、项目与经济', order: 90 },
    load: () => import('./pages/notice-manage-page'),
  },
  {
    // Also the edit screen, with ?id= (the spec has no edit route).
    path: '/op/notice/add',
    title: '发布通知',
    access: 'operator',
    module: 'notice',
    layout: 'op',
    load: () => import('./pages/notice-edit-page'),
  },
];
