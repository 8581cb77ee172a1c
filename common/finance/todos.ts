import { stateTodo } from '../contract/todo.js';
import { financeContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    financeContract.loanCounts,
    { record: 'finance_loans', status: 'TOAUDIT' },
    { key: 'finance.loan', label: '贷款申请待处理', link: '/op/bankLoanRecord?status=TOAUDIT' },
  ),
  stateTodo(
    financeContract.productCounts,
    { record: 'finance_products', status: 'CHECK' },
    { key: 'finance.product', label: '金融产品待发布', link: '/op/bankDataManage?status=CHECK' },
  ),
];
