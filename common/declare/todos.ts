import { stateTodo } from '../contract/todo.js';
import { declareContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    declareContract.counts,
    { record: 'declare_applications', status: 'TOAUDIT' },
    { key: 'declare', label: '政策申报待审核', link: '/op/policy/declare?state=TOAUDIT' },
  ),
];
