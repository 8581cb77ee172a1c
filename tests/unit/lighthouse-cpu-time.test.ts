import { describe, expect, it } from 'vitest';
import {
  onCpuTime,
  performanceScore,
  readTrace,
  taskFigures,
  type LighthouseResult,
  type TraceEvent,
} from '../lighthouse/cpu-time.js';

/** A navigation trace as Chromium writes it, reduced to what Lighthouse's trace processor needs. */
const pid = 10;
const tid = 20;
const frame = 'MAIN';
const origin = 1_000_000;
const url = 'http://127.0.0.1/innoweb/login';

function marker(name: string, ms: number, cat = 'blink.user_timing'): TraceEvent {
  const args =
    name === 'navigationStart'
      ? { frame, data: { documentLoaderURL: url, isLoadingMainFrame: true, navigationId: 'N' } }
      : { frame, data: { navigationId: 'N' } };
  return { name, cat, ph: 'R', pid, tid, ts: origin + ms * 1000, args };
}

/** A top-level main-thread task: its wall time and its thread (CPU) time, in ms. */
function task(startMs: number, wallMs: number, cpuMs: number): TraceEvent {
  return {
    name: 'RunTask',
    cat: 'disabled-by-default-devtools.timeline',
    ph: 'X',
    pid,
    tid,
    ts: origin + startMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
    args: {},
  };
}

function trace(tasks: TraceEvent[]) {
  return {
    traceEvents: [
      { name: 'thread_name', cat: '__metadata', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } },
      {
        name: 'TracingStartedInBrowser',
        cat: 'disabled-by-default-devtools.timeline',
        ph: 'I',
        pid: 1,
        tid: 1,
        ts: origin,
        args: { data: { frames: [{ frame, url, name: '', processId: pid }] } },
      },
      marker('navigationStart', 0),
      marker('firstContentfulPaint', 500, 'loading,rail,devtools.timeline'),
      ...tasks,
    ],
  };
}

/** Lighthouse's result for the run: every other metric perfect, its own (wall-time) TBT score poor. */
const lhr: LighthouseResult = {
  configSettings: { formFactor: 'mobile', throttling: { cpuSlowdownMultiplier: 4 } },
  audits: {
    'first-contentful-paint': { score: 1 },
    'speed-index': { score: 1 },
    'largest-contentful-paint': { score: 1 },
    'total-blocking-time': { score: 0.2, numericValue: 900 },
    'cumulative-layout-shift': { score: 1 },
  },
  categories: {
    performance: {
      score: 0.76,
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'speed-index', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'interactive', weight: 0 },
      ],
    },
  },
};

function child(startMs: number, wallMs: number): TraceEvent {
  return {
    name: 'FunctionCall',
    cat: 'devtools.timeline',
    ph: 'X',
    pid,
    tid,
    ts: origin + startMs * 1000,
    dur: wallMs * 1000,
    args: {},
  };
}

describe('the performance figures from the trace’s CPU time', () => {
  it('shrinks each main-thread task to its thread time, and what ran inside it in proportion', () => {
    const other = { ...task(700, 90, 30), pid: 99 };
    const shrunk = onCpuTime(trace([task(600, 40, 40), task(700, 90, 30), child(730, 60), other]));
    const byName = (name: string, at: number) =>
      shrunk.traceEvents.find(
        (event) => event.name === name && event.pid === pid && event.ts === origin + at * 1000,
      );
    // A task that did not wait keeps its wall time.
    expect(byName('RunTask', 600)?.dur).toBe(40_000);
    // One that waited 60 ms for a core lasts its 30 ms of CPU time; the call inside it a third of its 60 ms, a third as far in.
    expect(byName('RunTask', 700)?.dur).toBe(30_000);
    expect(byName('FunctionCall', 710)?.dur).toBeCloseTo(20_000, 6);
    // Another process's events are left alone.
    expect(shrunk.traceEvents.find((event) => event.pid === 99)?.dur).toBe(90_000);
    // The original trace is not changed.
    expect(readTrace(trace([task(700, 90, 30)])).tasks).toEqual([{ start: 700, wall: 90, cpu: 30 }]);
  });

  it('finds the longest task after FCP at ×4 CPU and how long the tasks waited for a core', () => {
    const figures = taskFigures(
      trace([
        task(100, 30, 30), // ends before FCP (500 ms) even at ×4: not counted
        task(600, 40, 20), // 80 ms at ×4
        task(700, 90, 55), // waited 35 ms for a core: 220 ms at ×4
      ]),
      4,
    );
    expect(figures.longestTask).toBe(220);
    expect(figures.wallOverCpu).toBeCloseTo(160 / 105, 6);
  });

  it('is Lighthouse’s weighted mean with the CPU-time scores in place of the run’s', () => {
    // TBT's 30 % weight at 0.9 instead of 0.2, the other metrics as the run scored them (perfect).
    expect(performanceScore(lhr, { 'total-blocking-time': 0.9 })).toBe(0.97);
    expect(performanceScore(lhr, { 'total-blocking-time': 0.9, 'largest-contentful-paint': 0.5 })).toBe(0.85);
    expect(performanceScore(lhr, {})).toBe(0.76);
  });
});
