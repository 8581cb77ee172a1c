import { defineArea } from '../contract/area.js';

/** The park's own settings (园区设置): what the area declares about itself (common/contract/area.ts). */
export const settingArea = defineArea({
  name: 'setting',
  permissions: { 'system.setting': { label: '园区设置', group: '申报管理、访问与设置' } },
});
