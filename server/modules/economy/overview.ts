import type { Kysely } from 'kysely';
import type { EconomyOverview } from '../../../common/economy/contract.js';
import { TARGET_INDICATORS } from '../../../common/economy/indicators.js';
import type { DB } from '../../db/schema.js';
import { parkToday } from '../../lib/park-time.js';
import { targetView } from './target-view.js';

/**
 * The seven indicators of a year side by side, each at its latest month every area reported:
 * those behind their time progress first (the furthest behind first), then the others in the
 * indicators' own order.
 */
export async function overview(db: Kysely<DB>, asked?: number): Promise<EconomyOverview> {
  const year = asked ?? Number(parkToday().slice(0, 4));
  const views = await Promise.all(TARGET_INDICATORS.map((key) => targetView(db, key, year)));
  const headlines = views.map((v) => ({
    key: v.indicator.key,
    name: v.indicator.name,
    unit: v.indicator.unit,
    target: v.target,
    month: v.month,
    cumulative: v.cumulative,
    growth: v.growth,
    completion: v.completion,
    timeProgress: v.timeProgress,
    pace: v.pace,
    areas: v.areas,
  }));
  const behindBy = (h: (typeof headlines)[number]) => (h.pace?.behind ? h.pace.gap : 0);
  return {
    year,
    indicators: headlines
      .map((h, i) => ({ h, i }))
      .sort((a, b) => behindBy(a.h) - behindBy(b.h) || a.i - b.i)
      .map(({ h }) => h),
  };
}
