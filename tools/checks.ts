import { checkJobs } from './check-jobs.js';
import { runPool } from './job-pool.js';

/**
 * `npm run checks`, the first step of `npm test`: typecheck, lint and the builds the end-to-end
 * suite serves, as one queue over the machine's cores, so no core waits while the longest check
 * runs alone (run one after another they left a core idle for minutes). Fails if any fails.
 */
const started = Date.now();
const ok = await runPool(checkJobs);
console.log(`checks: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
