import path from 'node:path';
import type { Job } from './job-pool.js';

/**
 * The checks `npm test` runs before its tests, each one process on one core.
 *
 * Each environment's tsconfig includes only its own files and keeps an incremental state in
 * .cache/tsc, so a second run rechecks only what changed. common/ (tsconfig.common.json) and the
 * web app (tsconfig.web.json) are composite projects: they are checked once and write their
 * declarations to .cache/tsc, and the configs that reference them read those declarations instead
 * of checking the same files again (common/ was checked six times, the web app twice). So common
 * runs first, and the web app's tests after the web app. Measured from a fresh clone (CPU seconds,
 * user + sys): the six checks 190 s before, 166 s so; the web app's tests 41 s before, 17 s so.
 */
const TSC_CONFIGS = ['common', 'node', 'web', 'web-test', 'e2e', 'sw'] as const;
type TscConfig = (typeof TSC_CONFIGS)[number];

/** The configs each one references (its "references"), which must be checked before it. */
const REFERENCES: Record<TscConfig, readonly TscConfig[]> = {
  common: [],
  node: ['common'],
  web: ['common'],
  'web-test': ['common', 'web'],
  e2e: ['common'],
  sw: ['common'],
};

const node = (name: string, script: string, ...args: string[]): Job => ({
  name,
  command: process.execPath,
  args: [path.resolve(script), ...args],
});

const tscName = (config: TscConfig): string => `tsc -p tsconfig.${config}.json`;

const tscJob = (config: TscConfig): Job => ({
  ...node(tscName(config), 'node_modules/typescript/bin/tsc', '-p', `tsconfig.${config}.json`),
  after: REFERENCES[config].map(tscName),
});

export const typecheckJobs: readonly Job[] = TSC_CONFIGS.map(tscJob);

/**
 * ESLint over the repository, keeping its results in .cache/eslint: a second run lints only the
 * files changed since (a fresh clone has no cache and lints everything).
 */
export const lintJob: Job = node('eslint', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/');

/** The web app and server bundles the end-to-end suite serves (rebuilt only when stale). */
export const buildJob: Job = { name: 'build', command: process.execPath, args: ['--import', 'tsx', path.resolve('server/cli/prepare.ts')] };

/**
 * Typecheck, lint and the builds, ordered for two or more lanes: common first (everything waits
 * for it) beside the lint, the longest; then the server's check, the web app's and its tests'.
 */
export const checkJobs: readonly Job[] = [
  tscJob('common'),
  lintJob,
  tscJob('node'),
  tscJob('web'),
  tscJob('web-test'),
  buildJob,
  tscJob('e2e'),
  tscJob('sw'),
];
