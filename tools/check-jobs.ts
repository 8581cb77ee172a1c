import path from 'node:path';
import type { Job } from './job-pool.js';

/**
 * The checks `npm test` runs before its tests, each one process on one core, listed longest
 * first (seconds each on a quiet 2-core machine, two at once: tsc node 78, eslint 78, tsc web 44,
 * tsc web-test 45, the builds 20, tsc e2e 17, common 13, sw 3).
 *
 * Each environment's tsconfig includes only its own files (the rest it checks as far as it imports
 * them) and keeps an incremental state in .cache/tsc, so a second run rechecks only what changed.
 */
const TSC_CONFIGS = ['node', 'web', 'web-test', 'e2e', 'common', 'sw'] as const;

const node = (name: string, script: string, ...args: string[]): Job => ({
  name,
  command: process.execPath,
  args: [path.resolve(script), ...args],
});

const tscJob = (config: (typeof TSC_CONFIGS)[number]): Job =>
  node(`tsc -p tsconfig.${config}.json`, 'node_modules/typescript/bin/tsc', '-p', `tsconfig.${config}.json`);

export const typecheckJobs: readonly Job[] = TSC_CONFIGS.map(tscJob);

export const lintJob: Job = node('eslint', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0');

/** The web app and server bundles the end-to-end suite serves (rebuilt only when stale). */
export const buildJob: Job = { name: 'build', command: process.execPath, args: ['--import', 'tsx', path.resolve('server/cli/prepare.ts')] };

/** Typecheck, lint and the builds, ordered for two or more lanes: the two longest start first. */
export const checkJobs: readonly Job[] = [tscJob('node'), lintJob, tscJob('web'), buildJob, ...TSC_CONFIGS.slice(2).map(tscJob)];
