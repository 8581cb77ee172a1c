import { describe, expect, it } from 'vitest';
import { describeThreshold, lineOf } from './threshold.js';

/** Totals of a park, highest first: 9 scored enterprises, two of them tied on 70. */
const NINE = [95, 88, 70, 70, 64, 51, 40, 33, 12];
const top = (value: number) => ({ mode: 'TOP' as const, value });

describe('quality threshold line', () => {
  it('draws the top-N% line at the ⌈count × share⌉-th total, by hand', () => {
    // 9 × 20% = 1.8 → the 2nd total (88); rounding down would take the 1st (95).
    expect(lineOf(top(20), NINE)).toBe(88);
    // 9 × 30% = 2.7 → the 3rd (70); 9 × 50% = 4.5 → the 5th (64); 9 × 10% = 0.9 → the 1st, never none.
    expect(lineOf(top(30), NINE)).toBe(70);
    expect(lineOf(top(50), NINE)).toBe(64);
    expect(lineOf(top(10), NINE)).toBe(95);
    // 1% of 9 still keeps the first; 100% is everyone.
    expect(lineOf(top(1), NINE)).toBe(95);
    expect(lineOf(top(100), NINE)).toBe(12);
    // A share that is a whole number of enterprises: 10 × 20% = 2 → the 2nd, either way of rounding.
    expect(lineOf(top(20), [9, 8, 7, 6, 5, 4, 3, 2, 1, 0])).toBe(8);
    expect(lineOf(top(20), [])).toBeNull();
    expect(lineOf({ mode: 'SCORE', value: 60 }, NINE)).toBe(60);
  });

  it('counts in every enterprise at or above the line, ties included', () => {
    // Top 30%: the line is 70 and both enterprises on 70 are in (4 of 9).
    const tie = describeThreshold({ ...top(30), isDefault: false }, NINE);
    expect(tie).toMatchObject({ score: 70, qualifiedCount: 4, scoredCount: 9, text: '排名前30%（总分不低于70分）' });
    // A score line equal to a total takes that total in.
    expect(describeThreshold({ mode: 'SCORE', value: 64, isDefault: false }, NINE)).toMatchObject({ score: 64, qualifiedCount: 5 });
  });
});
