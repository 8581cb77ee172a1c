import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * `npm run test:busy`: the whole `npm test` while one core is kept busy by other work, as the suite
 * is run on a shared machine (the acceptance of the suite's speed and robustness). A worker thread
 * spins until the run ends; the run's time, the machine's load and the exit code are printed, and
 * the exit code is the run's. Arguments after `--` go to `npm test`'s command instead (e.g.
 * `npm run test:busy -- run test:e2e` runs only the end-to-end suite under the same load).
 */
const SPIN = `
const { parentPort } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
(function spin() {
  const until = Date.now() + 50;
  while (Date.now() < until) Math.sqrt(Math.random());
  if (!stop) setImmediate(spin);
})();
`;

const args = process.argv.slice(2);
const command = args.length ? args : ['test'];
const spinner = new Worker(SPIN, { eval: true });
const started = Date.now();
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`test:busy: one core kept busy; npm ${command.join(' ')} (load ${load()})`);

const child = spawn('npm', command, { stdio: 'inherit' });
const code: number = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
spinner.postMessage('stop');
await spinner.terminate();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`test:busy: npm ${command.join(' ')} exited ${String(code)} after ${seconds} s with one core busy (load ${load()}, ${String(os.availableParallelism())} cores)`);
process.exit(code);
