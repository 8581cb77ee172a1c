import { defineTodo } from '../contract/todo.js';
import { policyLibraryContract } from './library/contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'policy',
    label: '政策待审核',
    // The list's total under the state filter: an operator's list counts every state.
    endpoint: policyLibraryContract.list,
    input: { state: 'CHECK', size: 1 },
    pick: (a) => a.total,
    link: '/op/policyManage?state=CHECK',
    permission: 'policy.manage',
    waits: { record: 'policies', status: 'CHECK' },
  }),
];
