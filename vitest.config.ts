import { spawnSync } from 'node:child_process';
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

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'common/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts'],
        },
      },
    ],
  },
});
