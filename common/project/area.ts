import { defineArea } from '../contract/area.js';

/** 招商/建设项目 (/op/project/*): what the area declares about itself. */
export const projectArea = defineArea({
  name: 'project',
  permissions: {
    'project.view': { label: '项目管理（项目与目标查看）', group: '诉求、消息、产业、项目与经济' },
    'project.manage': {
      label: '项目管理（阶段推进、进展与变更申请）',
      group: '诉求、消息、产业、项目与经济',
    },
    'project.approve': { label: '项目管理（项目变更审批）', group: '诉求、消息、产业、项目与经济' },
  },
  waiting: { project_changes: ['PENDING'] },
});
