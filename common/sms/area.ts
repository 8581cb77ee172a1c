import { defineArea } from '../contract/area.js';

/** SMS push (短信推送): what the area declares about itself (common/contract/area.ts). */
export const smsArea = defineArea({
  name: 'sms',
  permissions: { 'sms.push': { label: '短信推送', group: '消息推送与用户管理' } },
});
