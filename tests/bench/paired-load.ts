import fs from 'node:fs';
import type { Endpoint } from './endpoints.js';
import { LatencyRecorder, runLoad, type LoadResult } from './load.js';
import { baselineFirst, summarisePairs, type Pair, type PairedRatio, type WindowCount } from './pairs.js';
import type { RequestSigner } from './sign.js';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICKS_PER_SEC = 100;

/**
 * CPU time (user + system, every thread, ms) a process has spent so far, from /proc/<pid>/stat;
 * null where there is no /proc (not Linux) or no such process.
 */
export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis,
  // where field 3 (state) comes first; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / TICKS_PER_SEC;
}

/**
 * A window lasts windowMs and until each connection has had this many answers on average: on a
 * machine so busy that one answer takes longer than the window, a window of fixed length measured
 * the queue it found (a window ended before its first answer came back). At most this many times
 * windowMs, then the window counts what it got.
 */
const MIN_ANSWERS_PER_CONNECTION = 3;
const MAX_WINDOW_STRETCH = 5;

export interface PairedOptions {
  connections: number;
  pairs: number;
  windowMs: number;
  /** The server's pid, for its CPU time per request (the second view); null: not read. */
  serverPid: number | null;
}

export interface PairedLoad {
  summary: PairedRatio;
  /** Each side's windows together: its answers, errors and latency over all of them. */
  subject: LoadResult;
  baseline: LoadResult;
}

const cpuDelta = (before: number | null, after: number | null) =>
  before === null || after === null ? null : after - before;

/** One side's windows as one load result: counts summed, req/s over their total time. */
function merged(results: readonly LoadResult[], windows: readonly WindowCount[], latency: LatencyRecorder): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const ms = windows.reduce((n, w) => n + w.ms, 0);
  const responses = sum((r) => r.responses);
  return {
    requestsPerSec: ms > 0 ? (responses / ms) * 1000 : 0,
    responses,
    latencyMs: latency.summary(),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    envelopeErrors: sum((r) => r.envelopeErrors),
    durationSec: ms / 1000,
  };
}

/**
 * Puts `subject` and `baseline` under the same load (connections, signing, load generator) in
 * `pairs` pairs of windows of `windowMs`, A B, B A, … (./pairs.ts), and summarises the pairs. The
 * caller warms the subject first; the baseline has been under load just before.
 */
export async function runPaired(
  baseUrl: string,
  baseline: Endpoint,
  subject: Endpoint,
  signer: RequestSigner,
  options: PairedOptions,
): Promise<PairedLoad> {
  const sides = {
    subject: { latency: new LatencyRecorder(), results: [] as LoadResult[] },
    baseline: { latency: new LatencyRecorder(), results: [] as LoadResult[] },
  };
  const pairs: Pair[] = [];
  const window = async (endpoint: Endpoint): Promise<WindowCount> => {
    const side = endpoint === subject ? sides.subject : sides.baseline;
    const cpuBefore = options.serverPid === null ? null : processCpuMs(options.serverPid);
    const started = performance.now();
    const result = await runLoad(baseUrl, endpoint, signer, {
      connections: options.connections,
      durationSec: (options.windowMs * MAX_WINDOW_STRETCH) / 1000,
      latency: side.latency,
      until: { minMs: options.windowMs, minAnswers: options.connections * MIN_ANSWERS_PER_CONNECTION },
    });
    const ms = performance.now() - started;
    const cpuAfter = options.serverPid === null ? null : processCpuMs(options.serverPid);
    side.results.push(result);
    return { done: result.responses, ms, cpuMs: cpuDelta(cpuBefore, cpuAfter) };
  };
  for (let i = 0; i < options.pairs; i++) {
    if (baselineFirst(i)) {
      const b = await window(baseline);
      pairs.push({ baseline: b, subject: await window(subject) });
    } else {
      const s = await window(subject);
      pairs.push({ baseline: await window(baseline), subject: s });
    }
  }
  return {
    summary: summarisePairs(pairs),
    subject: merged(sides.subject.results, pairs.map((p) => p.subject), sides.subject.latency),
    baseline: merged(sides.baseline.results, pairs.map((p) => p.baseline), sides.baseline.latency),
  };
}
