import type { Kysely } from 'kysely';
import type { EconomyTarget } from '../../../common/economy/contract.js';
import { INDICATOR_DEFINITIONS, type TargetIndicator } from '../../../common/economy/indicators.js';
import type { DB } from '../../db/schema.js';
import { parkToday } from '../../lib/park-time.js';
import {
  completionOf,
  growthOf,
  latestMonth,
  monthlyOf,
  paceOf,
  round,
  timeProgressOf,
  totalOf,
  type Months,
} from './derive.js';
import { actualsOf, listAreas, targetsOf, yearsOf, type ActualRecord } from './repo.js';

/** Twelve months of an area's cumulative in a year, null where it did not report. */
function monthsOf(rows: readonly ActualRecord[], areaId: number, year: number): (number | null)[] {
  const months: (number | null)[] = Array<number | null>(12).fill(null);
  for (const r of rows) if (r.area_id === areaId && r.year === year) months[r.month - 1] = r.cumulative;
  return months;
}

const at = (months: Months, month: number): number | null => (month > 0 ? (months[month - 1] ?? null) : null);

/**
 * An indicator's year (the newest with data unless asked): the park's figures as the sum of its
 * areas', the month it stands at (the latest every area reported, no later than `upTo` when
 * given, as the monthly brief of a past month asks) and each area at that month.
 */
export async function targetView(
  db: Kysely<DB>,
  indicator: TargetIndicator,
  asked?: number,
  upTo = 12,
): Promise<EconomyTarget> {
  const years = await yearsOf(db, indicator);
  const year = asked ?? years[0] ?? Number(parkToday().slice(0, 4));
  const [areas, targets, rows] = await Promise.all([
    listAreas(db),
    targetsOf(db, indicator, year),
    actualsOf(db, indicator, [year, year - 1]),
  ]);
  const targetOf = new Map(targets.map((t) => [t.area_id, t.target]));
  const byArea = areas.map((a) => ({
    area: a,
    now: monthsOf(rows, a.id, year),
    last: monthsOf(rows, a.id, year - 1),
  }));
  const total = totalOf(byArea.map((a) => a.now));
  const lastTotal = totalOf(byArea.map((a) => a.last));
  const monthly = monthlyOf(total);
  const target =
    targets.length > 0
      ? round(
          targets.reduce((s, t) => s + t.target, 0),
          2,
        )
      : null;
  const month = latestMonth(total.slice(0, upTo));
  const cumulative = at(total, month);
  const pace = (value: number | null, goal: number | null) =>
    value === null || goal === null || month === 0 ? null : paceOf(value, goal, month);
  return {
    indicator: INDICATOR_DEFINITIONS[indicator],
    year,
    years,
    target,
    month,
    cumulative,
    growth: growthOf(cumulative, at(lastTotal, month)),
    completion: completionOf(cumulative, target),
    timeProgress: timeProgressOf(month),
    pace: pace(cumulative, target),
    areaCount: areas.length,
    months: total.map((value, i) => ({
      month: i + 1,
      cumulative: value,
      monthly: monthly[i] ?? null,
      lastYearCumulative: lastTotal[i] ?? null,
      growth: growthOf(value, lastTotal[i] ?? null),
      completion: completionOf(value, target),
      timeProgress: timeProgressOf(i + 1),
      reportedAreas: byArea.filter((a) => a.now[i] !== null).length,
    })),
    areas: byArea.map(({ area, now, last }) => {
      const areaTarget = targetOf.get(area.id) ?? null;
      const value = at(now, month);
      return {
        id: area.id,
        name: area.name,
        target: areaTarget,
        cumulative: value,
        growth: growthOf(value, at(last, month)),
        completion: completionOf(value, areaTarget),
        pace: pace(value, areaTarget),
      };
    }),
  };
}
