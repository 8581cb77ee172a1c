import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

const route = routesOf('orgchart');
const GROUP = '消息推送与用户管理';

/** The operations centre's administration (SPEC §2): roles, operator accounts, departments, posts, staff. */
export const routes: RouteEntry[] = [
  route.inMenu(GROUP, 40)('/op/roleManage', '角色管理', () => import('./pages/role-manage-page'), { permission: 'system.role' }),
  route.inMenu(GROUP, 50)('/op/opUserManage', '运营账号', () => import('./pages/op-user-manage-page'), {
    permission: 'system.operator',
  }),
  route.inMenu(GROUP, 60)('/op/deptManage', '部门管理', () => import('./pages/dept-manage-page'), { permission: 'system.dept' }),
  route.inMenu(GROUP, 70)('/op/postManage', '岗位管理', () => import('./pages/post-manage-page'), { permission: 'system.dept' }),
  route.inMenu(GROUP, 80)('/op/deptUserManage', '部门人员', () => import('./pages/dept-user-manage-page'), {
    permission: 'system.dept',
  }),
];
