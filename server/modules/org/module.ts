import { defineModule } from '../../kit/module.js';
import { orgSearch } from './migrations/0004_org_search.js';
import routes from './routes.js';

/** Organisations: profile, directory search, portrait, export. */
export default defineModule({ name: 'org', routes, migrations: { search: { ...orgSearch, formerly: '0004_org_search' } } });
