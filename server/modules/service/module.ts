import { defineModule } from '../../kit/module.js';
import type { AppInstance } from '../../app-types.js';
import { figures } from './migrations/figures.js';
import { requires } from './migrations/requires.js';
import { surveyPermission } from './migrations/survey-permission.js';
import { tables } from './migrations/tables.js';
import applyRoutes from './routes-apply.js';
import requireRoutes from './routes-require.js';
import statsRoutes from './routes-stats.js';
import serviceRoutes from './routes.js';
import { insertDemoService } from './seed/service.js';

/**
 * 科技服务: service organisations, their products, enterprises' applications (common/service/README.md).
 * Its seed gives applications to the demo accounts, so it comes after the seeds that add accounts.
 */
export default defineModule({
  name: 'service',
  after: ['user-admin'],
  routes: async (app: AppInstance) => {
    await serviceRoutes(app);
    await applyRoutes(app);
    await requireRoutes(app);
    await statsRoutes(app);
  },
  migrations: { tables, requires, surveyPermission, figures },
  seed: insertDemoService,
});
