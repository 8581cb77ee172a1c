import { spawn } from 'node:child_process';
import { CHAIN_DRAW_MAX_MS } from './budgets.js';
import { REPO_ROOT } from './repo-root.js';

/**
 * The chain drawing line of `npm run bench` (issue #32): tests/bench/chain-drawing.ts runs in its
 * own process (it drives Chromium with the end-to-end helpers, typed for the browser), with its
 * own server on a temporary demo park, and prints its result as one JSON line read here.
 */

export interface ChainDrawingBench {
  nodes: number;
  medianMs: number;
  runsMs: number[];
}

/** The line chain-drawing.ts prints its result on. */
export const CHAIN_RESULT_PREFIX = 'chain-drawing-result ';

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

export function formatChainDrawingBench(bench: ChainDrawingBench): string {
  const verdict = bench.medianMs < CHAIN_DRAW_MAX_MS ? 'PASS' : 'FAIL';
  return (
    `chain/{id} drawing, ${String(bench.nodes)} nodes, 375 px, CPU ×4: median ${bench.medianMs.toFixed(0)} ms ` +
    `(runs ${bench.runsMs.map((t) => t.toFixed(0)).join(', ')} ms), budget < ${String(CHAIN_DRAW_MAX_MS)} ms: ${verdict}`
  );
}
