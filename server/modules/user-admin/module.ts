import { defineModule } from '../../kit/module.js';
import { orgUnlinks } from './migrations/0017_org_unlinks.js';
import routes from './routes.js';
import { insertDemoUsers } from './seed/users.js';

/**
 * The park's accounts (用户管理): all users, disable/enable, password reset, export, org links.
 * Its seed adds and changes accounts, after the seeds that read the accounts before it.
 */
export default defineModule({
  name: 'user-admin',
  after: ['rank'],
  routes,
  migrations: { org_unlinks: { ...orgUnlinks, formerly: '0017_org_unlinks' } },
  seed: insertDemoUsers,
});
