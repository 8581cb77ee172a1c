import { provideDataScope } from '../../kit/data-scope.js';
import { defineModule } from '../../kit/module.js';
import { orgchartPort } from './public.js';
import { orgchart } from './migrations/0012_orgchart.js';
import { departments } from './migrations/departments.js';
import { orgchartPortImpl } from './port.js';
import routes from './routes.js';
import { dataScopeProvider } from './scope.js';
import { insertDemoOrgchart } from './seed/orgchart.js';

// Operators' data scopes (server/kit/data-scope.ts) are resolved here, where staff sit.
provideDataScope(dataScopeProvider);
// What other modules may read of the chart (server/kit/port.ts): appeals name its departments.
orgchartPort.provide(orgchartPortImpl);

/**
 * The operations centre's administration: roles and permissions, departments, posts, operator
 * accounts.
 * Its seed adds staff accounts, after the enterprise accounts of certify (the demo's user ids).
 */
export default defineModule({
  name: 'orgchart',
  after: ['certify'],
  routes,
  migrations: { departments, orgchart: { ...orgchart, formerly: '0012_orgchart' } },
  seed: insertDemoOrgchart,
});
