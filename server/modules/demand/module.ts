import { defineModule } from '../../kit/module.js';
import { items } from './migrations/items.js';
import itemRoutes from './routes.js';
import showcaseRoutes from './routes-showcase.js';
import dockRoutes from './dock/routes.js';
import orgRoutes from './orgs/routes.js';
import matchRoutes from './match/routes.js';
import { match } from './migrations/match.js';
import { search } from './migrations/search.js';
import { rank } from './migrations/rank.js';
import { searchPark } from './migrations/search-park.js';
import type { AppInstance } from '../../app-types.js';
import { insertDemoDemand } from './seed/demand.js';

/** Demand matching (产需对接, /cx): items of six kinds, showcases, docking and matching. */
export default defineModule({
  name: 'demand',
  routes: async (app: AppInstance) => {
    await itemRoutes(app);
    await showcaseRoutes(app);
    await dockRoutes(app);
    await orgRoutes(app);
    await matchRoutes(app);
  },
  migrations: { items, match, search, rank, searchPark },
  seed: insertDemoDemand,
});
