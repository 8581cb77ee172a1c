import type { RouteEntry } from '@/core/route-types';

/** The personal centre (SPEC §2 /user); everything under /user needs a login (SPEC §6). */
export const routes: RouteEntry[] = [
  { path: '/user/index', title: '个人中心', access: 'login', module: 'user', layout: 'tabs', load: () => import('./pages/user-index-page') },
  { path: '/user/edit', title: '编辑资料', access: 'login', module: 'user', layout: 'plain', load: () => import('./pages/user-edit-page') },
  {
    path: '/user/certification',
    title: '认证信息',
    access: 'login',
    module: 'user',
    layout: 'plain',
    load: () => import('./pages/certification-page'),
  },
];
