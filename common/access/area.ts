import { defineArea } from '../contract/area.js';

/** Access statistics (访问统计): what the area declares about itself (common/contract/area.ts). */
export const accessArea = defineArea({
  name: 'access',
  permissions: { 'system.access': { label: '访问统计', group: '申报管理、访问与设置' } },
});
