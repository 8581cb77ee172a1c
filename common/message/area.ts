import { defineArea } from '../contract/area.js';

/** In-app messages and system notifications: what the area declares about itself (common/contract/area.ts). */
export const messageArea = defineArea({
  name: 'message',
  permissions: { 'message.send': { label: '消息推送', group: '消息推送与用户管理' } },
  topics: { SYSTEM: '系统通知' },
});
