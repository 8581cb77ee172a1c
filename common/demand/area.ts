import { defineArea } from '../contract/area.js';

/** Demand matching (产需对接, /cx): what the area declares about itself (common/contract/area.ts). */
export const demandArea = defineArea({
  name: 'demand',
  permissions: {
    'demand.review': {
      label: '产需对接审核（需求、产品、服务、设备、岗位、技术、企业风采）',
      group: '供需对接管理',
    },
    'demand.dock': { label: '对接记录与匹配推送', group: '供需对接管理' },
  },
  topics: { DEMAND: '产需对接' },
  waiting: { demand_items: ['CHECK'], demand_showcases: ['CHECK'] },
});
