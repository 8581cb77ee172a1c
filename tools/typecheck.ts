import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run typecheck`: each environment's tsconfig checked by its own `tsc -p`, as many at once
 * as the machine has cores (tsc uses one), the largest first. Each config includes only its own
 * files (the rest it checks as far as it imports them) and keeps an incremental state in .cache/tsc,
 * so a second run rechecks only what changed. Prints each one's time; fails if any fails.
 */
const CONFIGS = ['node', 'web-test', 'web', 'e2e', 'common', 'sw'];

const tsc = path.resolve('node_modules/typescript/bin/tsc');

function check(name: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p tsconfig.${name}.json: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...CONFIGS];
const lanes = Math.max(1, Math.min(queue.length, Number(process.env.TYPECHECK_JOBS) || os.availableParallelism()));
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let ok = true;
    for (let name = queue.shift(); name; name = queue.shift()) ok = (await check(name)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
