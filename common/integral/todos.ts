import { defineTodo } from '../contract/todo.js';
import { integralFillContract } from './fill/contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'integral-fill',
    label: '积分填报待审核',
    endpoint: integralFillContract.counts,
    pick: (c) => c.TOAUDIT,
    link: '/op/integral/fill',
    waits: { record: 'integral_fill_submissions', status: 'TOAUDIT' },
  }),
];
