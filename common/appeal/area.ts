import { defineArea } from '../contract/area.js';

/** Appeals (诉求): what the area declares about itself (common/contract/area.ts). */
export const appealArea = defineArea({
  name: 'appeal',
  permissions: {
    'appeal.handle': { label: '诉求受理、交办与答复', group: '诉求、消息、产业、项目与经济' },
    'appeal.analyse': { label: '诉求分析', group: '诉求、消息、产业、项目与经济' },
  },
  topics: { APPEAL: '诉求办理' },
  // A new appeal waits to be taken in; once assigned, the department's staff answer it on its list.
  waiting: { appeals: ['SUBMITTED'] },
});
