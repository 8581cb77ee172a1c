import { spawn } from 'node:child_process';
import { CHAIN_RESULT_PREFIX, type ChainDrawingBench } from './chain-budget.js';
import { REPO_ROOT } from './repo-root.js';

export { formatChainDrawingBench, type ChainDrawingBench } from './chain-budget.js';

/**
 * The chain drawing line of `npm run bench` (issue #32): tests/bench/chain-drawing.ts runs in its
 * own process (it drives Chromium with the end-to-end helpers, typed for the browser), with its
 * own server on a temporary demo park, and prints its result as one JSON line read here.
 */

export function runChainDrawing(): Promise<ChainDrawingBench> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/chain-drawing.ts'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(CHAIN_RESULT_PREFIX));
      if (!line)
        return reject(
          new Error(
            `the chain drawing bench exited with ${String(code)} without a result: ${out.trim().slice(-300)}`,
          ),
        );
      resolve(JSON.parse(line.slice(CHAIN_RESULT_PREFIX.length)) as ChainDrawingBench);
    });
  });
}
