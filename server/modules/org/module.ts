import { defineModule } from '../../kit/module.js';
import { orgPort } from './public.js';
import { orgSearch } from './migrations/0004_org_search.js';
import { orgPortImpl } from './port.js';
import routes from './routes.js';

// What other modules may read of this one's data (server/kit/port.ts).
orgPort.provide(orgPortImpl);

/** Organisations: profile, directory search, portrait, export. */
export default defineModule({ name: 'org', routes, migrations: { search: { ...orgSearch, formerly: '0004_org_search' } } });
