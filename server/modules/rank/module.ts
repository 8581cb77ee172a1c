import { defineModule } from '../../kit/module.js';
import { rankLists } from './migrations/0011_rank_lists.js';
import routes from './routes.js';
import { insertDemoRanks } from './seed/ranks.js';

/** Enterprise rank lists (榜单): built and published by the operators, read on the portal. */
export default defineModule({ name: 'rank', routes, migrations: { rank_lists: { ...rankLists, formerly: '0011_rank_lists' } }, seed: insertDemoRanks });
