import { describe, expect, it } from 'vitest';
import {
  baselineFirst,
  formatCpuView,
  formatPairedRatio,
  median,
  quantile,
  summarisePairs,
  windowOrder,
  type Pair,
} from '../bench/pairs.js';

/** A pair from rates per second over 1 s windows, with optional CPU ms. */
const pair = (baseline: number, subject: number, cpu?: { baseline: number; subject: number }): Pair => ({
  baseline: { done: baseline, ms: 1000, cpuMs: cpu ? cpu.baseline : null },
  subject: { done: subject, ms: 1000, cpuMs: cpu ? cpu.subject : null },
});

describe("paired windows (the bench's list and tenant-scope ratios)", () => {
  it('alternates the order within pairs: A B, B A, A B, …', () => {
    expect(windowOrder(4)).toEqual([
      'baseline', 'subject',
      'subject', 'baseline',
      'baseline', 'subject',
      'subject', 'baseline',
    ]);
    expect([0, 1, 2, 3].map(baselineFirst)).toEqual([true, false, true, false]);
    expect(windowOrder(0)).toEqual([]);
  });

  it('takes quantiles between ranks, and the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.25)).toBe(12.5);
    expect(quantile([7], 0.9)).toBe(7);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('is the median of per-pair ratios, so a window hit by other work moves its pair only', () => {
    // The machine's speed halves in the middle pairs, alike for both sides of a pair: the ratios hold.
    const pairs = [pair(2000, 1900), pair(1000, 950), pair(1000, 950), pair(2000, 1900), pair(2000, 1900)];
    // One pair whose subject window alone was hit by a burst of other work.
    pairs.push(pair(2000, 600));
    const summary = summarisePairs(pairs);
    expect(summary.ratio).toBeCloseTo(0.95, 10);
    expect(summary.low).toBeCloseTo(0.3, 10);
    expect(summary.high).toBeCloseTo(0.95, 10);
    expect(summary.pairs).toBe(6);
    expect(summary.baselinePerSec).toBe(2000);
    // Whereas the ratio of the sides' totals would have read the burst into the figure.
    const totals = pairs.reduce((t, p) => ({ b: t.b + p.baseline.done, s: t.s + p.subject.done }), { b: 0, s: 0 });
    expect(totals.s / totals.b).toBeLessThan(0.87);
  });

  it('rates each window by its own length', () => {
    const summary = summarisePairs([{ baseline: { done: 1000, ms: 500, cpuMs: null }, subject: { done: 900, ms: 600, cpuMs: null } }]);
    expect(summary.ratio).toBeCloseTo(1500 / 2000, 10);
    expect(summary.subjectPerSec).toBeCloseTo(1500, 10);
  });

  it('leaves out pairs with a window that did nothing, either side, and refuses a summary of none', () => {
    const summary = summarisePairs([pair(0, 100), pair(1000, 0), pair(1000, 900)]);
    expect(summary.pairs).toBe(1);
    expect(summary.dropped).toBe(2);
    expect(summary.ratio).toBeCloseTo(0.9, 10);
    expect(formatPairedRatio(summary)).toBe('90 % (1 pairs 90–90 % (2 left out: a window answered nothing), middle half 90–90 %)');
    expect(() => summarisePairs([pair(0, 100)])).toThrow(/no pair/);
    expect(() => summarisePairs([])).toThrow(/no pair/);
  });

  it('gives CPU time per request over all windows as the second view', () => {
    const summary = summarisePairs([
      pair(1000, 800, { baseline: 720, subject: 640 }),
      pair(1000, 900, { baseline: 720, subject: 720 }),
    ]);
    expect(summary.baselineCpuMsPerDone).toBeCloseTo(0.72, 10);
    expect(summary.subjectCpuMsPerDone).toBeCloseTo(0.8, 10);
    expect(summary.cpuRatio).toBeCloseTo(0.9, 10);
    expect(formatCpuView(summary)).toBe('CPU a request 0.72 ms signed clock, 0.80 ms this (90 %)');
  });

  it('has no CPU view when a window could not read it', () => {
    const summary = summarisePairs([pair(1000, 900, { baseline: 700, subject: 700 }), pair(1000, 900)]);
    expect(summary.cpuRatio).toBeNull();
    expect(formatCpuView(summary)).toBe('');
  });

  it('says the median and the spread', () => {
    const summary = summarisePairs([pair(1000, 900), pair(1000, 1000), pair(1000, 950), pair(1000, 850)]);
    expect(formatPairedRatio(summary)).toBe('93 % (4 pairs 85–100 %, middle half 89–96 %)');
  });
});
