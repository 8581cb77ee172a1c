import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { OrgCriteria } from './criteria.js';
import { and, filterConditions, likeTerm } from './search-filters-sql.js';
import { prefixRange, type TextPlan } from './search-text.js';

/**
 * Organisation search on SQLite. Every query walks candidates in id order and stops as soon as it
 * has its page, so its cost is bounded by one pass over the tenant's matches:
 * - search terms alone: the trigram index (org_search) answers by itself, its `tenant` column
 *   keeping to the tenant, newest rowid first;
 * - search terms and filters: the trigram index drives, and each match is checked against the
 *   filters inside the covering index orgs_search_filter (no table row is read);
 * - filters alone: orgs_search_filter is walked backwards from the newest id (≈ 10 ms for a pass
 *   over 100 000 orgs).
 * Only the page's rows are then read from the table. SQLite's planner, without statistics, would
 * rather pick a range index and sort every match; `cross join` fixes the join order, `indexed by`
 * the index and `+col` (search-filters-sql.ts) keeps other indexes out.
 */

const FILTER_INDEX = sql.raw('orgs_search_filter');
/** Search terms look at these columns only, never at `tenant`. */
const TEXT_COLUMNS = '{fullname simplename credit_code}';

/** The orgs in whose names or code some trigram starting with `term` occurs (search-text.ts). */
function occurring(term: string): RawBuilder<unknown> {
  const [from, to] = prefixRange(term);
  return sql`o.id in (select doc from org_search_instances
      where term >= ${from} and term < ${to} and col <> 'tenant')`;
}

interface Candidates {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
}

function candidates(tenantId: number, criteria: OrgCriteria, text: TextPlan, beforeId?: number): Candidates {
  const conditions: RawBuilder<unknown>[] = [
    ...filterConditions(criteria, true),
    ...text.wide.map(occurring),
    ...text.scan.map((term) => likeTerm(term, 'like')),
  ];
  if (text.match === null) {
    if (beforeId !== undefined) conditions.push(sql`o.id < ${beforeId}`);
    return {
      from: sql`orgs o indexed by ${FILTER_INDEX}`,
      where: and([sql`o.tenant_id = ${tenantId}`, ...conditions]),
      order: sql`o.id desc`,
      id: sql`o.id`,
    };
  }
  // The cursor on the index's rowid lets it start there instead of skipping the rows before.
  const cursor = beforeId === undefined ? [] : [sql`org_search.rowid < ${beforeId}`];
  const match = `${TEXT_COLUMNS} : (${text.match})`;
  if (conditions.length === 0) {
    return {
      from: sql`org_search`,
      where: and([sql`org_search match ${`tenant : "<${tenantId}>" AND ${match}`}`, ...cursor]),
      order: sql`org_search.rowid desc`,
      id: sql`org_search.rowid`,
    };
  }
  return {
    from: sql`org_search cross join orgs o indexed by ${FILTER_INDEX}`,
    where: and([
      sql`org_search match ${match}`,
      sql`o.tenant_id = ${tenantId}`,
      sql`o.id = org_search.rowid`,
      ...cursor,
      ...conditions,
    ]),
    order: sql`org_search.rowid desc`,
    id: sql`o.id`,
  };
}

export async function sqliteCount(
  db: Kysely<DB>,
  tenantId: number,
  criteria: OrgCriteria,
  text: TextPlan,
): Promise<number> {
  const q = candidates(tenantId, criteria, text);
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${q.from} where ${q.where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Ids of one page in a column's order (the operators' table): every match is sorted, so unlike
 * the newest-first walk its cost grows with the matches; the routes memoise the answer.
 */
export async function sqliteSortedPageIds(
  db: Kysely<DB>,
  tenantId: number,
  criteria: OrgCriteria,
  text: TextPlan,
  page: { limit: number; offset?: number },
  order: RawBuilder<unknown>,
): Promise<number[]> {
  const q = candidates(tenantId, criteria, text);
  const { rows } = await sql<{ id: number }>`select o.id as id from orgs o
      where o.tenant_id = ${tenantId} and o.id in (select ${q.id} from ${q.from} where ${q.where})
      order by ${order}, o.id desc limit ${page.limit} offset ${page.offset ?? 0}`.execute(db);
  return rows.map((r) => r.id);
}

/** Ids of one page, newest first; `beforeId` continues after the last id of a previous batch. */
export async function sqlitePageIds(
  db: Kysely<DB>,
  tenantId: number,
  criteria: OrgCriteria,
  text: TextPlan,
  page: { limit: number; offset?: number; beforeId?: number | undefined },
): Promise<number[]> {
  const q = candidates(tenantId, criteria, text, page.beforeId);
  const { rows } = await sql<{ id: number }>`select ${q.id} as id from ${q.from} where ${q.where}
      order by ${q.order} limit ${page.limit} offset ${page.offset ?? 0}`.execute(db);
  return rows.map((r) => r.id);
}
