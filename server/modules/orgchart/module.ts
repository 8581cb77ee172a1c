import { provideDataScope } from '../../kit/data-scope.js';
import { defineModule } from '../../kit/module.js';
import { orgchart } from './migrations/0012_orgchart.js';
import routes from './routes.js';
import { dataScopeProvider } from './scope.js';
import { insertDemoOrgchart } from './seed/orgchart.js';

// Operators' data scopes (server/kit/data-scope.ts) are resolved here, where staff sit.
provideDataScope(dataScopeProvider);

/** The operations centre's administration: roles and permissions, departments, posts, operator accounts. */
export default defineModule({ name: 'orgchart', routes, migrations: { orgchart: { ...orgchart, formerly: '0012_orgchart', after: ['appeal/appeals'] } }, seed: insertDemoOrgchart });
