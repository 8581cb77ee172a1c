import { defineArea } from '../contract/area.js';

/** 企业梯度培育 (/cultivation, /op/cultivation): what the area declares about itself (common/contract/area.ts). */
export const cultivationArea = defineArea({
  name: 'cultivation',
  permissions: {
    'cultivation.manage': { label: '企业梯度培育（培育库、梯度与评价标准）', group: '服务画像、培育与创新积分' },
  },
  topics: { 'cultivation.stage': '培育库变动' },
});
