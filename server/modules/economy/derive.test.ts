import { describe, expect, it } from 'vitest';
import {
  completionOf,
  cumulativeOf,
  growthOf,
  latestMonth,
  meanOf,
  monthlyOf,
  paceOf,
  placesOf,
  round,
  timeProgressOf,
  totalOf,
} from './derive.js';

const pad = (values: (number | null)[]) => [...values, ...Array<null>(12 - values.length).fill(null)];

describe('economy arithmetic (hand-computed)', () => {
  it('turns cumulative into monthly, January being its own cumulative', () => {
    expect(monthlyOf(pad([120, 250, 390.5]))).toEqual(pad([120, 130, 140.5]));
  });

  it('leaves the month after a missing one unknown, and the missing one too', () => {
    // March is missing: March and April have no monthly value; May follows April.
    expect(monthlyOf(pad([100, 210, null, 430, 545]))).toEqual(pad([100, 110, null, null, 115]));
  });

  it('sums monthly into cumulative until a month is missing', () => {
    expect(cumulativeOf(pad([100, 110, 120]))).toEqual(pad([100, 210, 330]));
    expect(cumulativeOf([100, null, 50, ...Array<number>(9).fill(1)])).toEqual([
      100,
      null,
      ...Array<null>(10).fill(null),
    ]);
  });

  it('computes year-on-year growth in per cent, one decimal', () => {
    expect(growthOf(1150, 1000)).toBe(15);
    expect(growthOf(2000, 2150)).toBe(-7); // 2000/2150 − 1 = −6.976…%
    expect(growthOf(333, 300)).toBe(11);
    expect(growthOf(null, 300)).toBeNull();
    expect(growthOf(300, null)).toBeNull();
    expect(growthOf(300, 0)).toBeNull();
  });

  it('computes completion against the target and the time progress by months elapsed', () => {
    expect(completionOf(45000, 120000)).toBe(37.5);
    expect(completionOf(null, 120000)).toBeNull();
    expect(completionOf(100, 0)).toBeNull();
    expect(timeProgressOf(3)).toBe(25);
    expect(timeProgressOf(5)).toBe(41.7); // 5/12 = 41.666…%
    expect(timeProgressOf(12)).toBe(100);
  });

  it('flags a figure behind its time progress with what each remaining month must bring', () => {
    // June: 45 000 of 120 000 is 37.5% against 50%: 12.5 points behind, 75 000 left over six months.
    expect(paceOf(45000, 120000, 6)).toEqual({ gap: -12.5, behind: true, remaining: 75000, perMonth: 12500 });
    // Ahead at March: 40% against 25%.
    expect(paceOf(4000, 10000, 3)).toEqual({ gap: 15, behind: false, remaining: 6000, perMonth: 666.67 });
    // December: the whole remainder; over the target nothing is left.
    expect(paceOf(9000, 10000, 12)).toEqual({ gap: -10, behind: true, remaining: 1000, perMonth: 1000 });
    expect(paceOf(11000, 10000, 8)).toMatchObject({ behind: false, remaining: 0, perMonth: 0 });
    expect(paceOf(100, 0, 3)).toBeNull();
  });

  it('totals areas only for months every area reported, and finds the latest month', () => {
    const a = pad([10, 20, 30]);
    const b = pad([5, 12, null]);
    expect(totalOf([a, b])).toEqual(pad([15, 32, null]));
    expect(totalOf([])).toEqual(pad([]));
    expect(latestMonth(a)).toBe(3);
    expect(latestMonth(pad([]))).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(round(2.25)).toBe(2.3);
    expect(round(-2.25)).toBe(-2.3);
    expect(round(1.005, 2)).toBe(1.01);
  });

  it('ranks areas highest first with shared places, and averages what is known', () => {
    expect(placesOf([31.3, 27.5, null, 31.3, 40])).toEqual([2, 4, null, 2, 1]);
    expect(placesOf([])).toEqual([]);
    // (31.3 + 40) / 2 = 35.65 → 35.7; a missing rate is left out, not counted as 0.
    expect(meanOf([31.3, null, 40])).toBe(35.7);
    expect(meanOf([null])).toBeNull();
  });
});
