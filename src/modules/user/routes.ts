import type { RouteEntry } from '../../app/route-types';

/** The personal centre (SPEC §2 /user); everything under /user needs a login (SPEC §6). */
export const userRoutes: RouteEntry[] = [
  { path: '/user/index', title: '个人中心', access: 'login', module: 'user', load: () => import('./pages/user-index-page') },
];
