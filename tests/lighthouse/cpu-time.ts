import { ReportScoring } from 'lighthouse/core/scoring.js';
import FirstContentfulPaint from 'lighthouse/core/audits/metrics/first-contentful-paint.js';
import SpeedIndex from 'lighthouse/core/audits/metrics/speed-index.js';
import LargestContentfulPaint from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The performance score recomputed from the trace's CPU time. Lighthouse's simulation (×4 CPU)
 * multiplies each main-thread task's wall time, which on a busy machine includes the time the
 * task waited for a core: other work on the machine inflates every simulated metric and can hide
 * or fake a regression. Here each top-level main-thread task is shrunk to its thread time (the
 * trace's `tdur`), everything inside it in proportion, and Lighthouse's own metric audits (FCP,
 * Speed Index, LCP, TBT: its simulation, ×4, its windows, its scoring curves) run again on that
 * trace and the run's network log; the category score is Lighthouse's weighted mean of those
 * scores and the run's CLS.
 */

/** The trace events this reads (Chromium's trace event format; times in microseconds). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event. */
  tdur?: number;
  args: Record<string, unknown>;
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/** The parts of a Lighthouse result this reads. */
export interface LighthouseResult {
  requestedUrl?: string;
  mainDocumentUrl?: string;
  finalDisplayedUrl?: string;
  configSettings: { formFactor: 'mobile' | 'desktop'; throttling: { cpuSlowdownMultiplier: number } };
  audits: Record<string, { score: number | null; numericValue?: number }>;
  categories: { performance?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
}

/** One top-level main-thread task, in ms from the navigation's time origin. */
export interface TopLevelTask {
  start: number;
  /** Wall time. */
  wall: number;
  /** Thread (CPU) time; the wall time where the trace has none. */
  cpu: number;
}

export interface MetricFigure {
  value: number;
  score: number | null;
}

export interface CpuTimeFigures {
  /** Lighthouse's metrics on the CPU-time trace, by audit id. */
  metrics: Record<string, MetricFigure>;
  /** Total Blocking Time simulated on CPU time (ms). */
  tbt: number;
  /** The longest task after the observed FCP, CPU time × the throttling multiplier (ms). */
  longestTask: number;
  /** Sum of wall time / sum of CPU time of the top-level tasks: about 1 on a quiet machine, more when tasks waited for a core. */
  wallOverCpu: number;
  /** The performance score with these metrics' scores in place of Lighthouse's. */
  score: number | null;
}

interface ProcessedTrace {
  mainThreadEvents: TraceEvent[];
  timeOriginEvt: TraceEvent;
}

const isTopLevelTask = (event: TraceEvent) =>
  TraceProcessor.isScheduleableTask(event as never) && Boolean(event.dur);

/** Top-level main-thread tasks of a navigation trace, and its observed FCP, found by Lighthouse's trace processor. */
export function readTrace(trace: Trace): { tasks: TopLevelTask[]; fcp: number } {
  const processed = TraceProcessor.processTrace(trace as never) as unknown as ProcessedTrace;
  const navigation = TraceProcessor.processNavigation(processed as never) as unknown as {
    timings: { firstContentfulPaint: number };
  };
  const origin = processed.timeOriginEvt.ts;
  const tasks = processed.mainThreadEvents
    .filter(isTopLevelTask)
    .map((event) => ({
      start: (event.ts - origin) / 1000,
      wall: event.dur! / 1000,
      cpu: Math.min(event.tdur ?? event.dur!, event.dur!) / 1000,
    }));
  return { tasks, fcp: navigation.timings.firstContentfulPaint };
}

/**
 * The trace as if every top-level main-thread task had run without waiting for a core: each lasts
 * its thread time, and the events inside it (nested tasks, paints, marks) shrink towards its start
 * in the same proportion. Tasks keep their start times; other threads and processes are unchanged.
 */
export function onCpuTime(trace: Trace): Trace {
  const processed = TraceProcessor.processTrace(trace as never) as unknown as ProcessedTrace;
  const mainThreads = new Set(processed.mainThreadEvents.map((event) => `${event.pid}:${event.tid}`));
  const tasks = processed.mainThreadEvents.filter(isTopLevelTask).map((event) => ({
    start: event.ts,
    end: event.ts + event.dur!,
    ratio: Math.min(1, (event.tdur ?? event.dur!) / event.dur!),
  }));
  const enclosing = (ts: number) => {
    let low = 0;
    let high = tasks.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (tasks[middle]!.start <= ts) low = middle + 1;
      else high = middle - 1;
    }
    const task = tasks[high];
    return task && ts <= task.end ? task : undefined;
  };
  const traceEvents = trace.traceEvents.map((event) => {
    if (!mainThreads.has(`${event.pid}:${event.tid}`)) return event;
    const task = enclosing(event.ts);
    if (!task || task.ratio === 1) return event;
    const shrunk = { ...event, ts: task.start + (event.ts - task.start) * task.ratio };
    if (event.dur !== undefined)
      shrunk.dur = Math.min(
        event.dur * task.ratio,
        task.start + (task.end - task.start) * task.ratio - shrunk.ts,
      );
    return shrunk;
  });
  return { ...trace, traceEvents };
}

/** Lighthouse's weighted mean of the performance metrics' scores, with the given scores in place of the run's. */
export function performanceScore(
  lhr: LighthouseResult,
  scores: Record<string, number | null>,
): number | null {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return ReportScoring.arithmeticMean(
    refs.map((ref) => ({
      weight: ref.weight,
      score: ref.id in scores ? scores[ref.id]! : (lhr.audits[ref.id]?.score ?? null),
    })),
  );
}

/** The longest top-level task after FCP at the throttled CPU, and how much longer the tasks' wall time was than their CPU time. */
export function taskFigures(trace: Trace, multiplier: number): { longestTask: number; wallOverCpu: number } {
  const { tasks, fcp } = readTrace(trace);
  const after = tasks.filter((task) => task.start + task.cpu * multiplier >= fcp);
  const wall = tasks.reduce((sum, task) => sum + task.wall, 0);
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0);
  return {
    longestTask: Math.max(0, ...after.map((task) => task.cpu * multiplier)),
    wallOverCpu: cpu > 0 ? wall / cpu : 1,
  };
}

const METRIC_AUDITS = [FirstContentfulPaint, SpeedIndex, LargestContentfulPaint, TotalBlockingTime];

interface MetricAudit {
  meta: { id: string };
  defaultOptions: unknown;
  audit(artifacts: unknown, context: unknown): Promise<{ numericValue?: number; score: number | null }>;
}

/** Lighthouse's metric audits on a trace and network log, with the run's settings. */
export async function lighthouseMetrics(
  trace: Trace,
  devtoolsLog: unknown[],
  lhr: LighthouseResult,
): Promise<Record<string, MetricFigure>> {
  const artifacts = {
    Trace: trace,
    DevtoolsLog: devtoolsLog,
    GatherContext: { gatherMode: 'navigation' },
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.mainDocumentUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
  };
  const computedCache = new Map();
  const metrics: Record<string, MetricFigure> = {};
  for (const audit of METRIC_AUDITS as unknown as MetricAudit[]) {
    const result = await audit.audit(artifacts, {
      options: audit.defaultOptions,
      settings: lhr.configSettings,
      computedCache,
    });
    metrics[audit.meta.id] = { value: result.numericValue ?? 0, score: result.score };
  }
  return metrics;
}

/** One run's figures on CPU time, from its trace, its network log and its Lighthouse result. */
export async function cpuTimeFigures(
  trace: Trace,
  devtoolsLog: unknown[],
  lhr: LighthouseResult,
): Promise<CpuTimeFigures> {
  const metrics = await lighthouseMetrics(onCpuTime(trace), devtoolsLog, lhr);
  const scores = Object.fromEntries(Object.entries(metrics).map(([id, metric]) => [id, metric.score]));
  return {
    metrics,
    tbt: metrics['total-blocking-time']?.value ?? 0,
    ...taskFigures(trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    score: performanceScore(lhr, scores),
  };
}
