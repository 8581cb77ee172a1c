import { defineArea } from '../contract/area.js';

/** Roles, departments, posts and operator accounts: what the area declares about itself (common/contract/area.ts). */
export const orgchartArea = defineArea({
  name: 'orgchart',
  permissions: {
    'system.role': { label: '角色与权限', group: '消息推送与用户管理' },
    'system.dept': { label: '部门、岗位与部门人员', group: '消息推送与用户管理' },
    'system.operator': { label: '运营账号', group: '消息推送与用户管理' },
  },
});
