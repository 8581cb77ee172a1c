import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { InputOf } from '../../../common/contract/endpoint.js';
import { ORG_STATUS } from '../../../common/service/rules.js';
import type { PERFORMANCE_SORTS, PerformanceItem, statsContract } from '../../../common/service/stats/contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { listOf } from './present.js';
import { filterOrgs, meanOf } from './repo.js';

/**
 * 服务机构画像 (/op/service/portrait): every service organisation with its figures, sorted by one
 * of them and paged. A park's directory holds thousands of service organisations, most of them
 * without a single application, answer or choice; figuring each one to sort them all cost a
 * second on 20 000. So the order is found from the organisations that have records (grouped
 * from the records, a pass over their indexes) and the rest are paged in SQL by id:
 *
 * - an organisation without records has the sort's "nothing" value (0 for a count, none for the
 *   completion and the rating), and so has every organisation whose records leave that figure
 *   empty (applications but no rating yet): together they are one tie, in id order, read in SQL
 *   (the filter and "this figure is empty" as conditions, ordered by id, limited);
 * - the organisations whose figure is not empty are few (those with records), sorted here with
 *   the same figures the page shows, ties by id;
 * - descending, the sorted ones come first and the tie after them; ascending, the reverse.
 *
 * The figures come from the same grouping; only the page's organisations are then read.
 */

type Key = (typeof PERFORMANCE_SORTS)[number];
type Query = InputOf<typeof statsContract.performance>;
const OPEN = ['TOAUDIT', 'AUDITING'] as const;
const count = (v: number | string | bigint | null | undefined) => Number(v ?? 0);

interface Counted {
  applies: number | string;
  open: number | string;
  finished: number | string;
  rating: number | string | null;
  ratings: number | string;
  lastRating: string | null;
  answers: number | string;
  chosen: number | string;
}
const NONE: Counted = { applies: 0, open: 0, finished: 0, rating: null, ratings: 0, lastRating: null, answers: 0, chosen: 0 };

/** The figures as the page shows them, from the counts and the mean rating. */
function figuresOf(r: Counted) {
  const finished = count(r.finished);
  const ended = count(r.applies) - count(r.open);
  return {
    applies: count(r.applies),
    open: count(r.open),
    finished,
    completion: ended > 0 ? Math.round((finished * 100) / ended) : null,
    rating: meanOf(r.rating),
    ratings: count(r.ratings),
    answers: count(r.answers),
    chosen: count(r.chosen),
    lastRating: r.lastRating ?? '',
  };
}
type Figures = ReturnType<typeof figuresOf>;
const keyOf = (f: Figures, key: Key) => f[key] ?? -1;
/** Whether the figure is the one of an organisation without records: none for a rate, 0 for a count. */
const isEmpty = (f: Figures, key: Key) => (key === 'completion' || key === 'rating' ? f[key] === null : f[key] === 0);

/** Figures of every organisation that has applications, requirement answers or choices. */
async function figuresWithRecords(db: Kysely<DB>): Promise<Map<number, Figures>> {
  const [applies, answers, chosen] = await Promise.all([
    db
      .selectFrom('service_applies as a')
      .select((eb) => [
        'a.provider_id as id',
        eb.fn.countAll<number | string>().as('applies'),
        eb.fn.sum<number | string>(sql`case when ${sql.ref('a.status')} = 'PASS' then 1 else 0 end`).as('finished'),
        eb.fn.sum<number | string>(sql`case when ${sql.ref('a.status')} in (${sql.join(OPEN)}) then 1 else 0 end`).as('open'),
        eb.fn.avg<number | string | null>('a.rating').as('rating'),
        eb.fn.count<number | string>('a.rating').as('ratings'),
        eb.fn.max('a.rated_at').as('lastRating'),
      ])
      .groupBy('a.provider_id')
      .execute(),
    db.selectFrom('service_require_answers as ra').select((eb) => ['ra.provider_id as id', eb.fn.countAll<number | string>().as('n')]).groupBy('ra.provider_id').execute(),
    db
      .selectFrom('service_requires as rq')
      .select((eb) => ['rq.assigned_id as id', eb.fn.countAll<number | string>().as('n')])
      .where('rq.assigned_id', 'is not', null)
      .groupBy('rq.assigned_id')
      .execute(),
  ]);
  const raw = new Map<number, Counted>();
  const of = (id: number) => raw.get(id) ?? raw.set(id, { ...NONE }).get(id)!;
  for (const { id, ...a } of applies) Object.assign(of(Number(id)), a);
  for (const a of answers) of(Number(a.id)).answers = a.n;
  for (const c of chosen) of(Number(c.id)).chosen = c.n;
  return new Map([...raw].map(([id, r]) => [id, figuresOf(r)]));
}

/** SQL: the organisation `o` has nothing for this figure (the tie every organisation without records is in). */
function emptyFigure(eb: ExpressionBuilder<DB & { o: DB['orgs'] }, 'o'>, key: Key): Expression<SqlBool> {
  const applies = () => eb.selectFrom('service_applies as a').select('a.id').whereRef('a.provider_id', '=', 'o.id');
  const none = {
    applies: () => applies(),
    finished: () => applies().where('a.status', '=', 'PASS'),
    completion: () => applies().where('a.status', 'not in', OPEN),
    rating: () => applies().where('a.rating', 'is not', null),
    answers: () => eb.selectFrom('service_require_answers as ra').select('ra.id').whereRef('ra.provider_id', '=', 'o.id'),
    chosen: () => eb.selectFrom('service_requires as rq').select('rq.id').whereRef('rq.assigned_id', '=', 'o.id'),
  }[key];
  return eb.not(eb.exists(none()));
}

/** Of these organisations, those the filter keeps. */
async function kept(db: Kysely<DB>, q: Query, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await filterOrgs(db, q).where('o.id', 'in', ids.slice(i, i + 500)).select('o.id').execute();
    for (const r of rows) found.add(Number(r.id));
  }
  return found;
}

/** Every service organisation the filter keeps, with its figures, in the asked order, one page. */
export async function performance(db: Kysely<DB>, q: Query, page: ListPage) {
  const key = q.orderBy ?? 'applies';
  const sign = q.order === 'asc' ? 1 : -1;
  const [figures, counted] = await Promise.all([
    figuresWithRecords(db),
    filterOrgs(db, q).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = count(counted.n);
  const withFigure = [...figures].filter(([, f]) => !isEmpty(f, key));
  const keep = await kept(db, q, withFigure.map(([id]) => id));
  const sorted = withFigure
    .filter(([id]) => keep.has(id))
    .sort(([a, fa], [b, fb]) => sign * (keyOf(fa, key) - keyOf(fb, key)) || a - b)
    .map(([id]) => id);
  const ties = total - sorted.length;
  const tie = async (offset: number, limit: number) =>
    limit <= 0
      ? []
      : (await filterOrgs(db, q).where((eb) => emptyFigure(eb, key)).select('o.id').orderBy('o.id').limit(limit).offset(offset).execute()).map((r) => Number(r.id));
  const end = Math.min(total, page.offset + page.size);
  const segments: Array<[number, (from: number, to: number) => Promise<number[]>]> = [
    [sorted.length, async (from, to) => sorted.slice(from, to)],
    [ties, (from, to) => tie(from, to - from)],
  ];
  if (sign > 0) segments.reverse();
  const ids: number[] = [];
  let start = 0;
  for (const [length, read] of segments) {
    const from = Math.max(page.offset, start);
    const to = Math.min(end, start + length);
    if (from < to) ids.push(...(await read(from - start, to - start)));
    start += length;
  }
  return { list: await items(db, ids, figures), total };
}

/** The organisations' rows with their figures, in the order of `ids`. */
async function items(db: Kysely<DB>, ids: number[], figures: Map<number, Figures>): Promise<PerformanceItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orgs as o')
    .leftJoin('service_orgs as so', 'so.org_id', 'o.id')
    .where('o.id', 'in', ids)
    .select((eb) => [
      'o.id',
      'o.fullname',
      'so.categories',
      'so.status',
      eb
        .selectFrom('service_products as sp')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('sp.org_id', '=', 'o.id')
        .where('sp.status', '=', 'JOINT')
        .as('products'),
    ])
    .execute();
  const byId = new Map(
    rows.map((r) => {
      const status = r.status ?? 'ACTIVE';
      const item: PerformanceItem = {
        id: r.id,
        name: r.fullname,
        categories: listOf(r.categories),
        status,
        statusLabel: ORG_STATUS[status],
        products: count(r.products),
        ...(figures.get(r.id) ?? figuresOf(NONE)),
      };
      return [r.id, item] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
