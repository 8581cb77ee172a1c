import { defineArea } from '../contract/area.js';

/** Rank lists (企业榜单): what the area declares about itself (common/contract/area.ts). */
export const rankArea = defineArea({
  name: 'rank',
  permissions: { 'rank.manage': { label: '企业榜单', group: '消息推送与用户管理' } },
});
