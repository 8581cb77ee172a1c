import { typecheckJobs } from './check-jobs.js';
import { runPool } from './job-pool.js';

/**
 * `npm run typecheck`: each environment's tsconfig checked by its own `tsc -p`, as many at once
 * as the machine has cores (tsc uses one), the largest first. Prints each one's time; fails if any fails.
 */
process.exit((await runPool(typecheckJobs)) ? 0 : 1);
