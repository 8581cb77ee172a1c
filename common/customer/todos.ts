import { stateTodo } from '../contract/todo.js';
import { customerContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  stateTodo(
    customerContract.ticketCounts,
    { record: 'customer_tickets', status: 'OPEN' },
    { key: 'customer', label: '留言待回复', link: '/op/customer?status=OPEN' },
  ),
];
