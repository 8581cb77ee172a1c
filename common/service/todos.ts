import { stateTodo } from '../contract/todo.js';
import { applyContract } from './apply/contract.js';
import { serviceContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    serviceContract.counts,
    { record: 'service_products', status: 'CHECK' },
    { key: 'service.product', label: '服务产品待审核', link: '/op/serviceProManage?status=CHECK' },
  ),
  stateTodo(
    applyContract.counts,
    { record: 'service_applies', status: 'TOAUDIT' },
    { key: 'service.apply', label: '服务申请待受理', link: '/op/proApplyManage?status=TOAUDIT' },
  ),
];
