import { defineModule } from '../../kit/module.js';
import { customer } from './migrations/0018_customer.js';
import routes from './routes.js';
import { insertDemoCustomerService } from './seed/customer.js';

/**
 * Customer service (智能客服): the assistant, questions left for staff, the FAQ.
 * Its seed reads the accounts every other seed has added.
 */
export default defineModule({
  name: 'customer',
  after: ['user-admin'],
  routes,
  migrations: { customer: { ...customer, formerly: '0018_customer' } },
  seed: insertDemoCustomerService,
});
