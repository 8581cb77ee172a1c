import type { Kysely } from 'kysely';
import type { ServiceStatis } from '../../../common/service/stats/contract.js';
import type { DB } from '../../db/schema.js';
import { parkDayOf, parkToday } from '../../lib/park-time.js';
import { meanOf } from './repo.js';

/** 服务画像与统计: figures counted from the applications, ratings and requirements themselves. */

export { performance } from './performance.js';

const MONTHS = 12;

/** The last twelve months in park time, oldest first: 'YYYY-MM'. */
export function lastMonths(today = parkToday(), n = MONTHS): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

type Figures = ServiceStatis['total'];
const empty = (): Figures => ({ applies: 0, finished: 0, requires: 0, rating: null, ratings: 0 });

/** Applications, finished ones, requirements and ratings of the last twelve months, by month and by category. */
export async function statis(db: Kysely<DB>): Promise<ServiceStatis> {
  const months = lastMonths();
  const since = `${months[0]!}-01`;
  const [applies, requires] = await Promise.all([
    db.selectFrom('service_applies').select(['created_at', 'category', 'status', 'rating']).where('created_at', '>=', since).execute(),
    db.selectFrom('service_requires').select(['created_at', 'category']).where('created_at', '>=', since).execute(),
  ]);
  const byMonth = new Map(months.map((m) => [m, empty()]));
  const byCategory = new Map<string, Figures>();
  const total = empty();
  const sums = new Map<Figures, number>();
  const add = (month: string, category: string, f: (x: Figures) => void) => {
    const m = byMonth.get(month);
    if (!m) return;
    if (!byCategory.has(category)) byCategory.set(category, empty());
    for (const x of [m, byCategory.get(category)!, total]) f(x);
  };
  for (const a of applies)
    add(parkDayOf(a.created_at).slice(0, 7), a.category, (x) => {
      x.applies += 1;
      if (a.status === 'PASS') x.finished += 1;
      if (a.rating !== null) {
        x.ratings += 1;
        sums.set(x, (sums.get(x) ?? 0) + a.rating);
      }
    });
  for (const r of requires) add(parkDayOf(r.created_at).slice(0, 7), r.category, (x) => (x.requires += 1));
  const rated = (x: Figures): Figures => ({ ...x, rating: x.ratings ? meanOf((sums.get(x) ?? 0) / x.ratings) : null });
  return {
    months: months.map((month) => ({ month, ...rated(byMonth.get(month)!) })),
    categories: [...byCategory.entries()].map(([category, x]) => ({ category, ...rated(x) })).sort((a, b) => b.applies + b.requires - (a.applies + a.requires)),
    total: rated(total),
  };
}
