import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { generateLists } from './tools/generate-lists.js';

// The modules, areas and tenant tables found on disk (not committed): written before any test loads them.
generateLists();
// And the worker's cached reads, in a child process since it loads the contracts with their schemas.
if (spawnSync(process.execPath, ['--import', 'tsx', 'tools/sw-reads.ts'], { stdio: 'inherit' }).status !== 0) {
  throw new Error('sw/reads.generated.ts could not be written');
}

/** The web app's import aliases (tsconfig.base.json paths). */
const resolve = { alias: { '@/': `${path.resolve('src')}/`, '@common/': `${path.resolve('common')}/` } };

const SERVER_TESTS = [
  'server/**/*.test.ts',
  'common/**/*.test.ts',
  'tools/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'tests/integration/**/*.test.ts',
];

/**
 * Server test files that replace a module (vi.mock): they need modules of their own, loaded
 * afresh for them alone.
 */
const MOCKING_SERVER_TESTS = ['server/modules/appeal/race.test.ts'];

/**
 * A test that builds databases (migrations on PostgreSQL, the seeded demo) took over 30 s on a
 * 2-core machine busy with other work, and failed only for that; a hung test still fails, later.
 */
const serverTest = {
  environment: 'node' as const,
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Names the run's PostgreSQL template databases and drops them at its end (server/testing/pg-templates.ts).
  globalSetup: ['server/testing/pg-template-setup.ts'],
  // Cheaper password hashes in tests (server/testing/setup.ts).
  setupFiles: ['server/testing/setup.ts'],
};

export default defineConfig({
  test: {
    // One test file per core at once. Vitest's default outside watch mode is one fewer than the
    // cores, which on a 2-core machine is a single worker: half the machine idle for the whole
    // unit run (the main process only collects results). `--maxWorkers` still overrides.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          ...serverTest,
          name: 'server',
          include: SERVER_TESTS,
          exclude: ['**/node_modules/**', ...MOCKING_SERVER_TESTS],
          // Each worker loads the server's modules once for all its files instead of once per file
          // (the whole app's module graph took several seconds a file, most of the unit run on a
          // busy machine). Every file builds its own app, database and store, so no state is
          // shared but the modules' code; a file that replaces a module runs isolated below.
          isolate: false,
        },
      },
      {
        resolve,
        test: { ...serverTest, name: 'server-isolated', include: MOCKING_SERVER_TESTS },
      },
      {
        resolve,
        test: {
          name: 'web',
          environment: 'happy-dom',
          // A screen test draws, waits and clicks through a flow: 1–3 s of a quiet core, past Vitest's
          // 5 s default on a busy one (measured at load 36–60: 13 screen tests ran 5–35 s and failed
          // for that alone, and tests after them in their files). A hung test still fails, later.
          testTimeout: 60_000,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts'],
        },
      },
    ],
  },
});
