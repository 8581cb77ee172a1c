import { spawn } from 'node:child_process';
import os from 'node:os';
import { childCpuMeter, cpuNote } from './child-cpu.js';

/** One command of a check run: a name to report it by, and the process to start. */
export interface Job {
  name: string;
  command: string;
  args: readonly string[];
  /** Names of jobs that must have finished before this one starts (it reads what they wrote). */
  after?: readonly string[];
}

/** The CPU of the jobs' processes as each ends (the jobs' own children included). */
const jobCpu = childCpuMeter();

/** Runs one job with its output held back, then prints its time, CPU, verdict and output together. */
function run(job: Job): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${job.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s${cpuNote(jobCpu())}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

/**
 * Runs the jobs as many at once as the machine has cores (`JOBS` overrides), each as soon as a
 * lane is free and the jobs it comes `after` have finished, in the order given otherwise (put the
 * longest first: a long job started last keeps one core busy alone). Each job uses one core;
 * resolves true when every job passed, after all have run. A job whose prerequisite failed still
 * runs (its own errors may be others), so one run shows every failure.
 */
export async function runPool(jobs: readonly Job[], lanes = Number(process.env.JOBS) || os.availableParallelism()): Promise<boolean> {
  const known = new Set(jobs.map((job) => job.name));
  for (const job of jobs) {
    const unknown = (job.after ?? []).filter((name) => !known.has(name));
    if (unknown.length > 0) throw new Error(`${job.name} waits for jobs not in the run: ${unknown.join(', ')}`);
  }
  const queue = [...jobs];
  const finished = new Set<string>();
  let ok = true;
  let running = 0;
  return new Promise((resolve) => {
    const startReady = (): void => {
      while (running < Math.max(1, lanes)) {
        const index = queue.findIndex((job) => (job.after ?? []).every((name) => finished.has(name)));
        if (index < 0) break;
        const [job] = queue.splice(index, 1);
        if (!job) break;
        running += 1;
        void run(job).then((passed) => {
          ok = passed && ok;
          running -= 1;
          finished.add(job.name);
          startReady();
        });
      }
      if (running > 0) return;
      if (queue.length > 0) console.error(`jobs waiting on each other: ${queue.map((job) => job.name).join(', ')}`);
      resolve(ok && queue.length === 0);
    };
    startReady();
  });
}
