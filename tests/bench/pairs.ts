/**
 * Paired windows: how a read is compared with its yardstick on a machine whose speed moves.
 *
 * A throughput measured once and another measured a minute later differ by whatever the machine
 * did in between (other work on the cores, the load generator's and the server's GC, timers), and
 * on a 2-core machine shared with the load generator that moved the ratio by ±40 % between quiet
 * runs. Here the two are measured in short windows close together, in pairs whose order alternates
 * (A B, B A, A B, …, so neither side is always the one that runs first after a pause), each pair
 * gives one ratio, and the figure is the median of the pairs' ratios: a window that a burst of
 * other work hit moves its own pair's ratio, not the median.
 *
 * Pure: no timing here (tests/unit/bench-pairs.test.ts).
 */

/** What one side of a pair measured: how much work (requests, reads) in how long. */
export interface WindowCount {
  /** Requests answered (or reads done) in the window. */
  done: number;
  /** The window's length in ms. */
  ms: number;
  /** CPU time the measured process spent in the window, ms; null where it cannot be read. */
  cpuMs: number | null;
}

export interface Pair {
  baseline: WindowCount;
  subject: WindowCount;
}

export interface PairedRatio {
  /** Median over the pairs of subject rate / baseline rate. */
  ratio: number;
  /** The lowest and highest pair ratio, and the middle half (25th to 75th percentile). */
  low: number;
  high: number;
  q1: number;
  q3: number;
  pairs: number;
  /** Pairs left out because one of their windows answered nothing (the machine, not the read). */
  dropped: number;
  /** Median rates of each side over the windows, per second. */
  baselinePerSec: number;
  subjectPerSec: number;
  /**
   * The second view: CPU time per request of each side, summed over every window (ms), and the
   * baseline's over the subject's (the ratio the throughput would have if the measured process
   * had a core to itself). Null where CPU time cannot be read.
   */
  baselineCpuMsPerDone: number | null;
  subjectCpuMsPerDone: number | null;
  cpuRatio: number | null;
}

/** Whether pair `index` runs its baseline window first: A B, B A, A B, … */
export function baselineFirst(index: number): boolean {
  return index % 2 === 0;
}

/** The order of the windows of `pairs` pairs, for the report and the tests. */
export function windowOrder(pairs: number): Array<'baseline' | 'subject'> {
  return Array.from({ length: pairs }, (_, i): Array<'baseline' | 'subject'> =>
    baselineFirst(i) ? ['baseline', 'subject'] : ['subject', 'baseline'],
  ).flat();
}

/** The q-quantile of values (linear between the two nearest ranks); NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(at);
  const above = Math.ceil(at);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[above] ?? Number.NaN;
  return low + (high - low) * (at - below);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

const rate = (w: WindowCount) => (w.ms > 0 ? (w.done / w.ms) * 1000 : 0);

/** CPU ms per unit of work over all windows of one side; null when any window has no CPU figure. */
function cpuPerDone(windows: readonly WindowCount[]): number | null {
  let cpu = 0;
  let done = 0;
  for (const w of windows) {
    if (w.cpuMs === null) return null;
    cpu += w.cpuMs;
    done += w.done;
  }
  return done > 0 ? cpu / done : null;
}

/** No pair had an answer in both windows: the machine gave nothing to measure. */
export class NoPairError extends Error {
  override name = 'NoPairError';
  constructor() {
    super('no pair whose two windows both answered');
  }
}

/**
 * The pairs' summary. A pair with a window that did nothing is left out (on a machine so busy
 * that a window passed without an answer, that window measured the machine: keeping a subject's
 * empty window as a ratio of 0 while a baseline's has none would bias the median down); none
 * left throws, since a ratio of nothing would read as a figure.
 */
export function summarisePairs(pairs: readonly Pair[]): PairedRatio {
  const usable = pairs.filter((p) => rate(p.baseline) > 0 && rate(p.subject) > 0);
  if (usable.length === 0) throw new NoPairError();
  const ratios = usable.map((p) => rate(p.subject) / rate(p.baseline));
  const baselineCpu = cpuPerDone(usable.map((p) => p.baseline));
  const subjectCpu = cpuPerDone(usable.map((p) => p.subject));
  return {
    ratio: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
    q1: quantile(ratios, 0.25),
    q3: quantile(ratios, 0.75),
    pairs: usable.length,
    dropped: pairs.length - usable.length,
    baselinePerSec: median(usable.map((p) => rate(p.baseline))),
    subjectPerSec: median(usable.map((p) => rate(p.subject))),
    baselineCpuMsPerDone: baselineCpu,
    subjectCpuMsPerDone: subjectCpu,
    cpuRatio: baselineCpu !== null && subjectCpu ? baselineCpu / subjectCpu : null,
  };
}

const pc = (x: number) => (x * 100).toFixed(0);

/** "10 pairs 88–101 %, middle half 91–97 %": how far the pairs' ratios spread. */
export function formatPairSpread(p: PairedRatio): string {
  const dropped = p.dropped > 0 ? ` (${p.dropped} left out: a window answered nothing)` : '';
  return `${p.pairs} pairs ${pc(p.low)}–${pc(p.high)} %${dropped}, middle half ${pc(p.q1)}–${pc(p.q3)} %`;
}

/** "94 % (10 pairs 88–101 %, middle half 91–97 %)". */
export function formatPairedRatio(p: PairedRatio): string {
  return `${pc(p.ratio)} % (${formatPairSpread(p)})`;
}

/** What formatCpuView calls the counted unit and the two sides. */
export interface CpuViewWords {
  unit: string;
  baseline: string;
  subject: string;
}

const REQUEST_WORDS: CpuViewWords = { unit: 'a request', baseline: 'signed clock', subject: 'this' };

/** The second view, "CPU a request 0.71 ms signed clock, 0.74 ms this (96 %)", or '' without CPU figures. */
export function formatCpuView(p: PairedRatio, words: CpuViewWords = REQUEST_WORDS): string {
  if (p.cpuRatio === null || p.baselineCpuMsPerDone === null || p.subjectCpuMsPerDone === null) return '';
  return (
    `CPU ${words.unit} ${p.baselineCpuMsPerDone.toFixed(2)} ms ${words.baseline}, ` +
    `${p.subjectCpuMsPerDone.toFixed(2)} ms ${words.subject} (${pc(p.cpuRatio)} %)`
  );
}
