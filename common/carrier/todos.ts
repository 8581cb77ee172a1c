import { stateTodo } from '../contract/todo.js';
import { carrierContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    carrierContract.visitCounts,
    { record: 'carrier_visits', status: 'TOAUDIT' },
    { key: 'carrier.visit', label: '预约看房待联系', link: '/op/dc/ztVisit?status=TOAUDIT' },
  ),
];
