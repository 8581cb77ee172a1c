/**
 * The economy's arithmetic, in one place: every screen and the monthly brief read their derived
 * figures from here (formulas in common/economy/indicators.ts DERIVED_FORMULAS). Figures are 万元;
 * a month without data is null, never 0, and whatever is computed from it is null too.
 */

/** Twelve months' values, January first; null where the month has no data. */
export type Months = readonly (number | null)[];

/** Rounds to `digits` decimals (half away from zero), as the brief prints. */
export const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  // toPrecision drops the binary noise (1.005 × 100 = 100.49999…) before rounding.
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * f).toPrecision(12)))) / f;
};

/** 当月值 from the cumulative: January is its cumulative; any other month needs the month before it. */
export function monthlyOf(cumulative: Months): (number | null)[] {
  return cumulative.map((value, i) => {
    if (value === null) return null;
    if (i === 0) return value;
    const before = cumulative[i - 1];
    return before === null || before === undefined ? null : round(value - before, 2);
  });
}

/** 累计值 from monthly values: a running sum that stops being known after a missing month. */
export function cumulativeOf(monthly: Months): (number | null)[] {
  let sum: number | null = 0;
  return monthly.map((value) => {
    sum = sum === null || value === null ? null : round(sum + value, 2);
    return sum;
  });
}

/** 同比增长 in per cent: null when either year is missing or last year's figure is not positive. */
export function growthOf(current: number | null, lastYear: number | null): number | null {
  if (current === null || lastYear === null || lastYear <= 0) return null;
  return round((current / lastYear - 1) * 100);
}

/** 完成率 in per cent of the year's target; null without a target. */
export function completionOf(cumulative: number | null, target: number | null): number | null {
  if (cumulative === null || target === null || target <= 0) return null;
  return round((cumulative / target) * 100);
}

/** 序时进度 in per cent: the share of the year elapsed once `month` (1–12) is reported. */
export const timeProgressOf = (month: number): number => round((month / 12) * 100);

export interface Pace {
  /** 完成率 − 序时进度, in percentage points; negative is behind. */
  gap: number;
  /** 落后序时进度. */
  behind: boolean;
  /** What is still to do this year (万元, never negative). */
  remaining: number;
  /** What each remaining month must bring (万元); at December the whole remainder. */
  perMonth: number;
}

/** How a cumulative figure at `month` stands against the year's target and the time elapsed. */
export function paceOf(cumulative: number, target: number, month: number): Pace | null {
  const completion = completionOf(cumulative, target);
  if (completion === null) return null;
  const gap = round(completion - timeProgressOf(month));
  const remaining = Math.max(0, round(target - cumulative, 2));
  const monthsLeft = 12 - month;
  return {
    gap,
    behind: gap < 0,
    remaining,
    perMonth: round(monthsLeft > 0 ? remaining / monthsLeft : remaining, 2),
  };
}

/** The last month (1–12) with a value, or 0 when none has. */
export function latestMonth(values: Months): number {
  for (let i = values.length - 1; i >= 0; i--)
    if (values[i] !== null && values[i] !== undefined) return i + 1;
  return 0;
}

/**
 * The park's cumulative from its areas' for each month: known only when every area reported
 * that month (a total missing an area would read as a fall), else null.
 */
export function totalOf(byArea: readonly Months[]): (number | null)[] {
  return Array.from({ length: 12 }, (_, i) => {
    if (byArea.length === 0) return null;
    let sum = 0;
    for (const months of byArea) {
      const v = months[i];
      if (v === null || v === undefined) return null;
      sum += v;
    }
    return round(sum, 2);
  });
}

/** The mean of the known values (one decimal), null when none is known: an area's mean completion rate. */
export function meanOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round(known.reduce((s, v) => s + v, 0) / known.length) : null;
}

/** Places, the highest value first: equal values share a place, the next skips (1, 1, 3); no value, no place. */
export function placesOf(values: readonly (number | null)[]): (number | null)[] {
  const known = values.filter((v): v is number => v !== null);
  return values.map((v) => (v === null ? null : 1 + known.filter((k) => k > v).length));
}
