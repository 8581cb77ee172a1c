// Its tables' types join the database type (the declare block in tables.ts).
export type * from './tables.js';
import { defineModule } from '../../kit/module.js';
import { ladder } from './migrations/ladder.js';
import routes from './routes.js';
import { insertDemoCultivation } from './seed/ladder.js';

/** 企业梯度培育 (/cultivation, /op/cultivation, /user/qualityOrg): tiers, evaluations, the pool and quality enterprises. */
export default defineModule({
  name: 'cultivation',
  routes,
  migrations: { ladder },
  seed: insertDemoCultivation,
});
