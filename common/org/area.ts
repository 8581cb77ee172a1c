import { defineArea } from '../contract/area.js';

/** Organisations and their profiles: what the area declares about itself (common/contract/area.ts). */
export const orgArea = defineArea({
  name: 'org',
  permissions: { 'org.manage': { label: '企业管理与画像', group: '企业审核与管理' } },
});
