import { defineArea } from '../contract/area.js';

/** Notices (通知公告): what the area declares about itself (common/contract/area.ts). */
export const noticeArea = defineArea({
  name: 'notice',
  permissions: { 'notice.manage': { label: '通知公告管理', group: '诉求、消息、产业、项目与经济' } },
  waiting: { notices: ['CHECK'] },
});
