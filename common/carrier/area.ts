import { defineArea } from '../contract/area.js';

/** 创业载体、创新平台与投资机构: what the area declares about itself (common/contract/area.ts). */
export const carrierArea = defineArea({
  name: 'carrier',
  permissions: {
    'carrier.manage': { label: '创业载体与房源（载体、房源、入驻企业、预约看房）', group: '载体、创新、投资与活动' },
    'innovation.manage': { label: '创新平台管理', group: '载体、创新、投资与活动' },
    'investor.manage': { label: '投资机构管理', group: '载体、创新、投资与活动' },
  },
  topics: { CARRIER: '创业载体' },
  // A 预约看房 request waits for the carrier staff to call the visitor back.
  waiting: { carrier_visits: ['TOAUDIT'] },
});
