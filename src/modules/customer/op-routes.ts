import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';

// SPEC route list: /op/customer is recorded under the operations settings.
const op = routesOf('op-settings', { permission: 'customer.manage' });

/** Customer service (智能客服): the operators' FAQ and replies (SPEC §2). */
export const routes: RouteEntry[] = [
  op.inMenu('申报管理、访问与设置', 80)('/op/customer', '智能客服', () => import('./pages/op-customer-page')),
];
