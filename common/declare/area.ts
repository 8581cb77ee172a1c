import { defineArea } from '../contract/area.js';

/** Policy declarations (政策申报): what the area declares about itself (common/contract/area.ts). */
export const declareArea = defineArea({
  name: 'declare',
  permissions: {
    'declare.audit': { label: '政策申报审核与兑现', group: '政策管理' },
    'declare.manage': { label: '申报通知管理', group: '申报管理、访问与设置' },
  },
  topics: { DECLARE: '政策申报' },
  waiting: { declare_applications: ['TOAUDIT'] },
});
