import { defineTodo } from '../contract/todo.js';
import { projectContract } from './contract.js';

/** The workbench's to-do of the area: changes waiting for the committee's approval. */
export const todos = [
  defineTodo({
    key: 'project-change',
    label: '项目变更待审批',
    endpoint: projectContract.changeCounts,
    pick: (c) => c.PENDING,
    link: '/op/project/change',
    waits: { record: 'project_changes', status: 'PENDING' },
  }),
];
