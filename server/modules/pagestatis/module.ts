import { defineModule } from '../../kit/module.js';
import { pageViewDays } from './migrations/0014_page_view_days.js';
import { byUser } from './migrations/by-user.js';
import { workbenchModule } from './migrations/workbench.js';
import routes from './routes.js';
import { insertDemoPageViews } from './seed/page-views.js';

/**
 * Page-view records sent from the outbox, counted per day, and the access statistics (/op/access) read from those counts.
 * Its demo visits are the park's own accounts', so it seeds after every module that adds accounts.
 */
export default defineModule({
  name: 'pagestatis',
  after: ['certify', 'orgchart', 'message', 'user-admin'],
  routes,
  migrations: { page_view_days: { ...pageViewDays, formerly: '0014_page_view_days' }, byUser, workbenchModule },
  seed: insertDemoPageViews,
});
