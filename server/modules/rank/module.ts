import { defineModule } from '../../kit/module.js';
import { rankLists } from './migrations/0011_rank_lists.js';
import routes from './routes.js';
import { insertDemoRanks } from './seed/ranks.js';

/**
 * Enterprise rank lists (榜单): built and published by the operators, read on the portal.
 * Its seed reads the accounts the seeds before it added (the demo's user ids).
 */
export default defineModule({
  name: 'rank',
  after: ['message'],
  routes,
  migrations: { rank_lists: { ...rankLists, formerly: '0011_rank_lists' } },
  seed: insertDemoRanks,
});
