import { defineArea } from '../contract/area.js';

/** Portal users and the operation log: what the area declares about itself (common/contract/area.ts). */
export const userAdminArea = defineArea({
  name: 'user-admin',
  permissions: {
    'user.manage': { label: '门户用户管理（停用、启用、重置密码、解除关联）', group: '消息推送与用户管理' },
    'system.audit': { label: '操作日志', group: '消息推送与用户管理' },
  },
});
