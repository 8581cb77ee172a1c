import fs from 'node:fs';
import path from 'node:path';
import { getLhrFilenamePrefix } from 'lighthouse/report/generator/file-namer.js';
import { cpuTimeFigures, type CpuTimeFigures, type LighthouseResult, type Trace } from './cpu-time.js';
import { CEILING_PATH } from './tls-front.js';

/**
 * The performance budgets of `npm run lhci` (run.ts), read from the runs LHCI made in a directory:
 * Lighthouse's own scores and the CPU-time figures (cpu-time.ts) per page. `npx tsx
 * tests/lighthouse/summary.ts <dir>` prints them again for the runs kept in a directory.
 */
const CPU_SCORE_MIN = 0.98;
const CPU_TBT_MAX_MS = 100;
const RAW_SCORE_MIN = 0.95;
/** Runs whose tasks' wall time exceeds their CPU time by more than this waited for a core: a busy machine. */
const QUIET_WALL_OVER_CPU = 1.15;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface Run {
  url: string;
  lhr: LighthouseResult & {
    requestedUrl: string;
    finalDisplayedUrl: string;
    fetchTime: string;
    categories: Record<string, { score: number | null }>;
  };
  cpu: CpuTimeFigures;
}

/** Every run of this invocation with its CPU-time figures, from the LHRs LHCI kept and the traces and network logs Lighthouse saved. */
export async function readRuns(dir: string): Promise<Run[]> {
  const lhrDir = path.join(dir, '.lighthouseci');
  if (!fs.existsSync(lhrDir)) return [];
  const runs: Run[] = [];
  for (const name of fs.readdirSync(lhrDir).filter((file) => /^lhr-.*\.json$/.test(file))) {
    const lhr = JSON.parse(fs.readFileSync(path.join(lhrDir, name), 'utf8')) as Run['lhr'];
    const assets = path.join(dir, getLhrFilenamePrefix(lhr as never));
    const trace = JSON.parse(fs.readFileSync(`${assets}-0.trace.json`, 'utf8')) as Trace;
    const devtoolsLog = JSON.parse(fs.readFileSync(`${assets}-0.devtoolslog.json`, 'utf8')) as unknown[];
    runs.push({ url: lhr.requestedUrl, lhr, cpu: await cpuTimeFigures(trace, devtoolsLog, lhr) });
  }
  return runs;
}

const list = (values: number[], digits: number) => values.map((value) => value.toFixed(digits)).join(' ');

/**
 * Each page's median score per category (LHCI's "median-run" aggregation does not apply to
 * category scores: it passes a category when its best run does, so the config asks for the median
 * of the runs instead), then the performance figures on wall time (Lighthouse's) and on CPU time,
 * each run in brackets. Returns the budget failures.
 */
export function report(runs: Run[]): string[] {
  const failures: string[] = [];
  const isCeiling = (run: Run) => new URL(run.url).pathname === CEILING_PATH;
  const ceiling = runs.filter(isCeiling).map((run) => run.lhr.categories.performance?.score ?? 0);
  const ceilingScore = ceiling.length ? median(ceiling) : null;
  console.log('\nLighthouse, median of the runs per page (each run in brackets):');
  if (ceilingScore !== null) {
    const busy = runs.filter(isCeiling).map((run) => run.cpu.wallOverCpu);
    console.log(
      `  ${'static page (ceiling)'.padEnd(22)} Lighthouse's own performance ${ceilingScore.toFixed(2)} (${list(ceiling, 2)}), tasks' wall time / CPU time ${median(busy).toFixed(2)}: the most this harness gives on this machine now`,
    );
  }
  for (const url of new Set(runs.filter((run) => !isCeiling(run)).map((run) => run.url))) {
    const ofPage = runs.filter((run) => run.url === url);
    const page = new URL(url).pathname;
    const scores = Object.keys(ofPage[0]!.lhr.categories).map((category) => {
      const values = ofPage.map((run) => run.lhr.categories[category]?.score ?? 0);
      return `${category} ${median(values).toFixed(2)} (${list(values, 2)})`;
    });
    console.log(`  ${page.padEnd(22)} ${scores.join('  ')}`);
    const rawScores = ofPage.map((run) => run.lhr.categories.performance?.score ?? 0);
    const rawTbt = ofPage.map((run) => run.lhr.audits['total-blocking-time']?.numericValue ?? 0);
    const cpuScores = ofPage.map((run) => run.cpu.score ?? 0);
    const cpuTbt = ofPage.map((run) => run.cpu.tbt);
    const longest = ofPage.map((run) => run.cpu.longestTask);
    const busy = ofPage.map((run) => run.cpu.wallOverCpu);
    const gap =
      ceilingScore === null
        ? ''
        : `; static page ${ceilingScore.toFixed(2)}, gap ${(ceilingScore - median(rawScores)).toFixed(2)}`;
    console.log(
      `  ${''.padEnd(22)} wall time (Lighthouse): performance ${median(rawScores).toFixed(2)}, TBT ${median(rawTbt).toFixed(0)} ms (${list(rawTbt, 0)})${gap}`,
    );
    const metric = (id: string) => median(ofPage.map((run) => run.cpu.metrics[id]?.value ?? 0)).toFixed(0);
    console.log(
      `  ${''.padEnd(22)} CPU time ×4:            performance ${median(cpuScores).toFixed(2)} (${list(cpuScores, 2)}), TBT ${median(cpuTbt).toFixed(0)} ms (${list(cpuTbt, 0)}), longest task after FCP ${median(longest).toFixed(0)} ms (${list(longest, 0)}); FCP ${metric('first-contentful-paint')} ms, SI ${metric('speed-index')} ms, LCP ${metric('largest-contentful-paint')} ms`,
    );
    console.log(
      `  ${''.padEnd(22)} tasks' wall time / CPU time ${median(busy).toFixed(2)} (${list(busy, 2)})`,
    );
    if (median(cpuScores) < CPU_SCORE_MIN)
      failures.push(`${page}: CPU-time performance ${median(cpuScores).toFixed(2)} < ${CPU_SCORE_MIN}`);
    if (median(cpuTbt) >= CPU_TBT_MAX_MS)
      failures.push(`${page}: CPU-time TBT ${median(cpuTbt).toFixed(0)} ms ≥ ${CPU_TBT_MAX_MS} ms`);
    if (median(rawScores) >= RAW_SCORE_MIN) continue;
    if (median(busy) <= QUIET_WALL_OVER_CPU)
      failures.push(
        `${page}: Lighthouse performance ${median(rawScores).toFixed(2)} < ${RAW_SCORE_MIN} on a quiet machine`,
      );
    else
      console.log(
        `  ${''.padEnd(22)} Lighthouse's own ${median(rawScores).toFixed(2)} < ${RAW_SCORE_MIN} not enforced: the tasks waited for a core (wall / CPU ${median(busy).toFixed(2)} > ${QUIET_WALL_OVER_CPU}), the machine was busy; the CPU-time score is the gate.`,
      );
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const failures = report(await readRuns(path.resolve(process.argv[2] ?? 'dist/lighthouse/runs')));
  if (failures.length)
    console.log(`\nBudgets not met:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
}
