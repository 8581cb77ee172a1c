import { stateTodo } from '../contract/todo.js';
import { integralFillContract } from './fill/contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    integralFillContract.counts,
    { record: 'integral_fill_submissions', status: 'TOAUDIT' },
    { key: 'integral-fill', label: '积分填报待审核', link: '/op/integral/fill' },
  ),
];
