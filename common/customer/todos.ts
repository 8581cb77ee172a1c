import { defineTodo } from '../contract/todo.js';
import { customerContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'customer',
    label: '留言待回复',
    endpoint: customerContract.ticketCounts,
    pick: (c) => c.OPEN,
    link: '/op/customer?status=OPEN',
    waits: { record: 'customer_tickets', status: 'OPEN' },
  }),
];
