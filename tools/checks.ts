import { checkJobs } from './check-jobs.js';
import { cpuNote, endedChildrenCpu } from './child-cpu.js';
import { runPool } from './job-pool.js';

/**
 * `npm run checks`, the first step of `npm test`: typecheck, lint and the builds the end-to-end
 * suite serves, as one queue over the machine's cores, so no core waits while the longest check
 * runs alone (run one after another they left a core idle for minutes). Prints each job's time
 * and CPU time, and the run's; fails if any fails.
 */
const started = Date.now();
const ok = await runPool(checkJobs);
// The CPU of all the jobs: their wall time depends on what else the machine runs, this hardly.
console.log(`checks: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s${cpuNote(endedChildrenCpu())}`);
process.exit(ok ? 0 : 1);
