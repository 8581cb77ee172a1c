import type { Kysely, Selectable } from 'kysely';
import type { PoolStage } from '../../../common/cultivation/contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { containsAny } from '../../lib/sql-like.js';
import { parkToday } from '../../lib/park-time.js';
import { poolRows } from './pool.js';
import { refreshDue } from './stored.js';
import type { CultivationEvaluationsTable } from './tables.js';

/**
 * The library's and the pool's filters, order and pages over the stored evaluations
 * (stored.ts), in SQL: nearest to the next tier first, the top of the ladder before everyone,
 * then by name (code-point order, the same on both databases) and id.
 */

export interface LibraryFilters {
  tierId?: number | undefined;
  industry?: string | undefined;
  county?: string | undefined;
  gap?: 'near' | '' | undefined;
  search?: string | undefined;
  stage?: PoolStage | '' | undefined;
  /** Only these organisations (an export of picked rows). */
  ids?: readonly number[] | undefined;
}

export type StoredEvaluation = Selectable<CultivationEvaluationsTable>;

function matching(db: Kysely<DB>, f: LibraryFilters) {
  const search = containsAny(f.search, ['e.name']);
  return db
    .selectFrom('cultivation_evaluations as e')
    .$if(f.tierId !== undefined, (q) => q.where('e.reached_tier_id', '=', f.tierId ?? 0))
    .$if(!!f.industry, (q) => q.where('e.industry', '=', f.industry ?? ''))
    .$if(!!f.county, (q) => q.where('e.county', '=', f.county ?? ''))
    .$if(f.gap === 'near', (q) => q.where('e.near', '=', 1))
    .$if(search !== undefined, (q) => q.where(search!))
    .$if(!!f.stage, (q) =>
      q.where('e.org_id', 'in', (sub) => sub.selectFrom('cultivation_pool').select('cultivation_pool.org_id').where('cultivation_pool.stage', '=', f.stage ?? '')),
    )
    .$if(f.ids !== undefined, (q) => q.where('e.org_id', 'in', f.ids!.length > 0 ? [...f.ids!] : [0]));
}

/** The matching evaluations in the library's order: one page and their count, or all of them without `page`. */
export async function libraryRows(db: Kysely<DB>, f: LibraryFilters, page?: ListPage): Promise<{ rows: StoredEvaluation[]; total: number }> {
  const ordered = matching(db, f).selectAll('e').orderBy('e.distance').orderBy('e.name').orderBy('e.org_id');
  if (page) return pageWithTotal(ordered, matching(db, f), page);
  const rows = await ordered.execute();
  return { rows, total: rows.length };
}

/**
 * The values of a column of the evaluations, each once, by a walk of its index: one lookup for
 * the next value after the last, instead of reading every row (a park holds a few industries and
 * counties among 100 000 enterprises).
 */
async function distinctValues(db: Kysely<DB>, column: 'industry' | 'county'): Promise<string[]> {
  const values: string[] = [];
  for (let after = ''; ; ) {
    const row = await db.selectFrom('cultivation_evaluations').select(column).where(column, '>', after).orderBy(column).limit(1).executeTakeFirst();
    if (!row) return values;
    after = row[column];
    values.push(after);
  }
}

/** The industries and counties of the park's evaluated enterprises, each once, in Chinese order. */
export async function libraryFacets(db: Kysely<DB>): Promise<{ industries: string[]; counties: string[] }> {
  const [industries, counties] = await Promise.all([distinctValues(db, 'industry'), distinctValues(db, 'county')]);
  return { industries: distinctSorted(industries), counties: distinctSorted(counties) };
}

export const distinctSorted = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))].sort((a, b) => a.localeCompare(b, 'zh-CN'));

const tierRef = (id: number, name: string, level: number) => (id === 0 ? null : { tierId: id, name, level });

/** The library's item: the gap with figures for the enterprise itself and the park's operators, without for others. */
export const libraryItem = (e: StoredEvaluation, stage: PoolStage | null, withFigures: boolean) => ({
  orgId: e.org_id,
  name: e.name,
  industry: e.industry,
  county: e.county,
  reached: tierRef(e.reached_tier_id, e.reached_name, e.reached_level),
  next:
    e.next_tier_id === 0
      ? null
      : { tierId: e.next_tier_id, name: e.next_name, level: e.next_level, deficit: Number(e.deficit), unmet: e.unmet },
  gap: withFigures ? e.gap : e.gap_summary,
  stage,
});

/**
 * GET cultivation/library: a page of the pool of enterprises with the park's industries and
 * counties; `withFigures` says whose gap may be read with its figures. The evaluations due again
 * are refreshed first.
 */
export async function libraryPage(db: Kysely<DB>, query: LibraryFilters, page: ListPage, withFigures: (orgId: number) => boolean) {
  await refreshDue(db, parkToday());
  const [{ rows, total }, facets] = await Promise.all([libraryRows(db, query, page), libraryFacets(db)]);
  const pool = await poolRows(db, rows.map((e) => e.org_id));
  return { list: rows.map((e) => libraryItem(e, pool.get(e.org_id)?.stage ?? null, withFigures(e.org_id))), total, ...facets };
}
