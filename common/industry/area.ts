import { defineArea } from '../contract/area.js';

/** 产业链图谱 (/op/im, /op/indusManage): what the area declares about itself (common/contract/area.ts). */
export const industryArea = defineArea({
  name: 'industry',
  permissions: {
    'industry.view': { label: '产业链图谱（查看）', group: '产业地图' },
    'industry.manage': { label: '产业链维护（链条、本地企业、招商目标）', group: '产业地图' },
  },
});
