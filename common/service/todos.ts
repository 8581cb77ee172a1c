import { stateTodo } from '../contract/todo.js';
import { applyContract } from './apply/contract.js';
import { serviceContract } from './contract.js';
import { requireContract } from './require/contract.js';

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
  stateTodo(
    requireContract.counts,
    { record: 'service_requires', status: 'TOAUDIT' },
    { key: 'service.require', label: '服务需求待对接', link: '/op/serviceRequireManage?status=TOAUDIT' },
  ),
];
