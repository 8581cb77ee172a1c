import type { AppInstance } from '../../app-types.js';
import libraryRoutes from './routes-library.js';
import matchRoutes from './routes-match.js';
import quotaRoutes from './routes-quota.js';
import treeRoutes from './routes-tree.js';

/**
 * The policy library (SPEC §7 "Dpboot policy"), all under /api/dpboot/policy/: policies and
 * their review, apply trees, the quota system, the questionnaire, quick matching, test records
 * and hot policies. Each part serves its contract (common/policy/contract-*.ts).
 */
export default async function policyRoutes(app: AppInstance) {
  await libraryRoutes(app);
  await treeRoutes(app);
  await quotaRoutes(app);
  await matchRoutes(app);
}
