import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortOrder } from '../../common/contract/atoms.js';

/**
 * A list's sort, as its query declares it (common/contract/atoms.ts `sortFields`): the schema
 * already refused any name the list does not offer.
 */
export interface SortQuery<K extends string> {
  orderBy?: K | undefined;
  order?: SortOrder | undefined;
}

/** What each sortable name orders by: a column reference ('notices.updated_at') or an expression. */
export type SortColumns<K extends string> = Readonly<Record<K, string | Expression<unknown>>>;

/**
 * Orders a list query by the asked column, through the list's whitelist of columns (never a name
 * from the request), empty values last in both directions and on both dialects; `fallback` is
 * the list's own order, used when nothing is asked. Callers add their unique tie-breaker (the id)
 * after it, so pages never overlap.
 */
export function applySort<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: SortQuery<K>,
  columns: SortColumns<K>,
  fallback: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  const key = sort.orderBy;
  if (!key || !Object.prototype.hasOwnProperty.call(columns, key)) return fallback(query);
  const column: string | Expression<unknown> = columns[key];
  const expression = typeof column === 'string' ? sql.ref(column) : column;
  const direction = sort.order === 'desc' ? 'desc' : 'asc';
  return query.orderBy(expression, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast());
}

/**
 * The same for a list read with raw SQL (the organisation directory): the `order by` terms of the
 * asked column through the whitelist, empty values last; undefined when nothing (known) is asked.
 */
export function sortClause<K extends string>(sort: SortQuery<K>, columns: SortColumns<K>): RawBuilder<unknown> | undefined {
  const key = sort.orderBy;
  if (!key || !Object.prototype.hasOwnProperty.call(columns, key)) return undefined;
  const column: string | Expression<unknown> = columns[key];
  const expression = typeof column === 'string' ? sql.ref(column) : column;
  return sql`${expression} ${sql.raw(sort.order === 'desc' ? 'desc' : 'asc')} nulls last`;
}

/**
 * A status column ordered by its lifecycle (the order `values` lists it), not by its codes'
 * spelling: for a SortColumns entry. Values not listed come last.
 */
export function inOrderOf(column: string, values: readonly string[]): Expression<number> {
  const ranks = values.map((value, index) => sql`when ${value} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(ranks, sql` `)} else ${sql.lit(values.length)} end`;
}
