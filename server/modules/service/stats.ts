import type { Kysely } from 'kysely';
import type { InputOf } from '../../../common/contract/endpoint.js';
import { ORG_STATUS } from '../../../common/service/rules.js';
import type { PerformanceItem, ServiceStatis, statsContract } from '../../../common/service/stats/contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { parkDayOf, parkToday } from '../../lib/park-time.js';
import { listOf } from './present.js';
import { filterOrgs, meanOf, orgBase } from './repo.js';

/** 服务画像与统计: figures counted from the applications, ratings and requirements themselves. */

const count = (v: number | string | null | undefined) => Number(v ?? 0);

/** Every service organisation (a park has tens) with its figures, sorted and paged here. */
export async function performance(db: Kysely<DB>, q: InputOf<typeof statsContract.performance>, page: ListPage) {
  const rows = await orgBase(db)
    .where('o.id', 'in', filterOrgs(db, q).select('o.id'))
    .select((eb) => [
      eb
        .selectFrom('service_applies as a')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('a.provider_id', '=', 'o.id')
        .where('a.status', 'in', ['TOAUDIT', 'AUDITING'])
        .as('open'),
      eb.selectFrom('service_require_answers as ra').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('ra.provider_id', '=', 'o.id').as('answers'),
      eb.selectFrom('service_requires as rq').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('rq.assigned_id', '=', 'o.id').as('chosen'),
      eb.selectFrom('service_applies as a').select((e) => e.fn.max('a.rated_at').as('at')).whereRef('a.provider_id', '=', 'o.id').as('last_rating'),
    ])
    .orderBy('o.id')
    .execute();
  const items: PerformanceItem[] = rows.map((r) => {
    const finished = count(r.finished);
    const ended = count(r.applies) - count(r.open);
    const status = r.status ?? 'ACTIVE';
    return {
      id: r.id,
      name: r.fullname,
      categories: listOf(r.categories),
      status,
      statusLabel: ORG_STATUS[status],
      products: count(r.products),
      applies: count(r.applies),
      open: count(r.open),
      finished,
      completion: ended > 0 ? Math.round((finished * 100) / ended) : null,
      rating: meanOf(r.rating),
      ratings: count(r.ratings),
      answers: count(r.answers),
      chosen: count(r.chosen),
      lastRating: r.last_rating ?? '',
    };
  });
  const key = q.orderBy ?? 'applies';
  const sign = q.order === 'asc' ? 1 : -1;
  items.sort((a, b) => sign * ((a[key] ?? -1) - (b[key] ?? -1)) || a.id - b.id);
  return { list: items.slice(page.offset, page.offset + page.size), total: items.length };
}

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
