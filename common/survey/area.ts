import { defineArea } from '../contract/area.js';

/** 企业调查 (SPEC §2 /op/orgSurveyManage, /user/answer): what the area declares about itself (common/contract/area.ts). */
export const surveyArea = defineArea({
  name: 'survey',
  permissions: {
    'survey.manage': { label: '企业调查（编制问卷、发送、结束、查看与导出结果）', group: '服务机构、产品与需求' },
  },
  // Enterprises' users are told when a survey reaches their enterprise.
  topics: { SURVEY: '企业调查' },
  // Nothing waits for an operator: answers need no review, and the park closes a survey when it chooses.
});
