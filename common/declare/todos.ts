import { defineTodo } from '../contract/todo.js';
import { declareContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'declare',
    label: '政策申报待审核',
    endpoint: declareContract.counts,
    pick: (c) => c.TOAUDIT,
    link: '/op/policy/declare?state=TOAUDIT',
    waits: { record: 'declare_applications', status: 'TOAUDIT' },
  }),
];
