import { stateTodo } from '../contract/todo.js';
import { noticeContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    noticeContract.counts,
    { record: 'notices', status: 'CHECK' },
    { key: 'notice', label: '通知待发布', link: '/op/notice?status=CHECK' },
  ),
];
