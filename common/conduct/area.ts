import { defineArea } from '../contract/area.js';

/** 高新技术企业服务 (/gc/conduct): what the area declares about itself (common/contract/area.ts). */
export const conductArea = defineArea({
  name: 'conduct',
  permissions: { 'conduct.manage': { label: '高新技术企业服务（申报步骤与材料）', group: '服务画像、培育与创新积分' } },
});
