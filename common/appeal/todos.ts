import { defineTodo } from '../contract/todo.js';
import { appealContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'appeal',
    label: '诉求待受理',
    endpoint: appealContract.counts,
    pick: (c) => c.SUBMITTED,
    link: '/op/appeal/list/SUBMITTED',
    waits: { record: 'appeals', status: 'SUBMITTED' },
  }),
];
