import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('user');

/** The personal centre (SPEC §2 /user); everything under /user needs a login (SPEC §6). */
export const routes: RouteEntry[] = [
  route.login('/user/index', '个人中心', () => import('./pages/user-index-page'), { nav: 'tab' }),
  route.login('/user/edit', '编辑资料', () => import('./pages/user-edit-page')),
  route.login('/user/certification', '认证信息', () => import('./pages/certification-page')),
];
