import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OPERATION_LOG, ORG_USER_PATTERN, USER_MANAGE } from './paths';

const route = routesOf('op-user', { permission: 'user.manage' });

/** User administration (SPEC §2 operations centre: userManage, orgUser/{id}) and the operation log. */
export const routes: RouteEntry[] = [
  route.inMenu('消息推送与用户管理', 20)(USER_MANAGE, '用户管理', () => import('./pages/user-manage-page')),
  // Reached from a user's organisation in the list and from an organisation's portrait.
  route.operator(ORG_USER_PATTERN, '机构用户', () => import('./pages/org-user-page'), {
    parent: USER_MANAGE,
    // The organisation of the demo park's newest enterprise user.
    sample: { list: '/api/dpboot/user/manage/list?kind=ORG&size=1&sysid=1', fields: { id: 'orgId' } },
  }),
  // Not a spec route: the "every write … recorded in the audit log with who and when", shown.
  route.inMenu('申报管理、访问与设置', 90)(OPERATION_LOG, '操作日志', () => import('./pages/operation-log-page'), {
    permission: 'system.audit',
  }),
];
