import { defineArea } from '../contract/area.js';

/** The customer service (智能客服): what the area declares about itself (common/contract/area.ts). */
export const customerArea = defineArea({
  name: 'customer',
  permissions: { 'customer.manage': { label: '智能客服（常见问题与留言回复）', group: '申报管理、访问与设置' } },
  topics: { CUSTOMER: '智能客服' },
  // A message left for the park waits for an operator's reply.
  waiting: { customer_tickets: ['OPEN'] },
});
