import { stateTodo } from '../contract/todo.js';
import { appealContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    appealContract.counts,
    { record: 'appeals', status: 'SUBMITTED' },
    { key: 'appeal', label: '诉求待受理', link: '/op/appeal/list/SUBMITTED' },
  ),
];
