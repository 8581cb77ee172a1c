import { defineTodo } from '../contract/todo.js';
import { noticeContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'notice',
    label: '通知待发布',
    endpoint: noticeContract.counts,
    pick: (c) => c.CHECK,
    link: '/op/notice?status=CHECK',
    waits: { record: 'notices', status: 'CHECK' },
  }),
];
