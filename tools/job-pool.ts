import { spawn } from 'node:child_process';
import os from 'node:os';

/** One command of a check run: a name to report it by, and the process to start. */
export interface Job {
  name: string;
  command: string;
  args: readonly string[];
}

/** Runs one job with its output held back, then prints its time, verdict and output together. */
function run(job: Job): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${job.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

/**
 * Runs the jobs as many at once as the machine has cores (`JOBS` overrides), in the order given
 * (put the longest first: a long job started last keeps one core busy alone). Each job uses one
 * core; resolves true when every job passed, after all have run.
 */
export async function runPool(jobs: readonly Job[], lanes = Number(process.env.JOBS) || os.availableParallelism()): Promise<boolean> {
  const queue = [...jobs];
  const results = await Promise.all(
    Array.from({ length: Math.max(1, Math.min(queue.length, lanes)) }, async () => {
      let ok = true;
      for (let job = queue.shift(); job; job = queue.shift()) ok = (await run(job)) && ok;
      return ok;
    }),
  );
  return results.every(Boolean);
}
