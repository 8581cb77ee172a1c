// Its tables' types join the database type (the declare block in tables.ts).
export type * from './tables.js';
import { defineModule } from '../../kit/module.js';
import { parkToday } from '../../lib/park-time.js';
import { integralFiguresApproved } from '../integral/public.js';
import { orgProfileChanged } from '../org/public.js';
import { evaluations } from './migrations/evaluations.js';
import { filters } from './migrations/filters.js';
import { ladder } from './migrations/ladder.js';
import routes from './routes.js';
import { insertDemoCultivation } from './seed/ladder.js';
import { refreshAllEvaluations, refreshEvaluations } from './stored.js';

// The stored evaluations follow what they are computed from: approved score figures and profiles.
integralFiguresApproved.listen((db, { orgIds }) => refreshEvaluations(db, parkToday(), orgIds).then(() => undefined));
orgProfileChanged.listen((db, { orgIds }) => refreshEvaluations(db, parkToday(), orgIds).then(() => undefined));

/** 企业梯度培育 (/cultivation, /op/cultivation, /user/qualityOrg): tiers, evaluations, the pool and quality enterprises. */
export default defineModule({
  name: 'cultivation',
  routes,
  migrations: { ladder, evaluations, filters },
  seed: insertDemoCultivation,
  refresh: (db) => refreshAllEvaluations(db, parkToday()),
});
