import { sql, type RawBuilder } from 'kysely';
import { likeContaining } from '../../lib/sql-like.js';
import type { DateBounds, Interval, OrgCriteria } from './criteria.js';

/**
 * The non-text filters of a search as SQL conditions on `orgs o`: ANDed between fields, ORed
 * within a field. With `unindexed` (SQLite), every column is written `+o.col`: unary plus keeps
 * SQLite from driving the query by that column's index, so the query walks the covering index
 * orgs_search_filter in id order and checks the filters inside it (see search-sqlite.ts).
 */
export function filterConditions(criteria: OrgCriteria, unindexed: boolean): RawBuilder<unknown>[] {
  const col = (name: string) => sql.raw(unindexed ? `+o.${name}` : `o.${name}`);
  const conditions: RawBuilder<unknown>[] = [];
  const oneOf = (name: string, values: ReadonlyArray<string | number>) => {
    if (values.length === 0) return;
    conditions.push(
      values.length === 1
        ? sql`${col(name)} = ${values[0]}`
        : sql`${col(name)} in (${sql.join(values.map((v) => sql`${v}`))})`,
    );
  };
  oneOf('province', criteria.provinces);
  if (criteria.province) oneOf('province', [criteria.province]);
  oneOf('city', criteria.cities);
  oneOf('county', criteria.counties);
  oneOf('park_id', criteria.parkIds);
  oneOf('sub_park', criteria.subParks);
  oneOf('orgtype', criteria.orgtypes);
  oneOf('industry_name', criteria.industryNames);
  oneOf('field_id', criteria.fieldIds);
  oneOf('regist_status', criteria.registStatuses);
  anyOf(
    conditions,
    criteria.capital.map((i) => intervalCondition(col('register_capital'), i)),
  );
  // An unknown set-up date ('') is in no age range.
  if (criteria.setup.length > 0) conditions.push(sql`${col('setup_date')} <> ''`);
  anyOf(
    conditions,
    criteria.setup.map((b) => dateCondition(col('setup_date'), b)),
  );
  anyOf(
    conditions,
    criteria.joined.map((b) => dateCondition(col('created_at'), b)),
  );
  return conditions;
}

function anyOf(into: RawBuilder<unknown>[], alternatives: RawBuilder<unknown>[]) {
  if (alternatives.length === 1) into.push(alternatives[0]!);
  else if (alternatives.length > 1) into.push(sql`(${sql.join(alternatives, sql` or `)})`);
}

function intervalCondition(column: RawBuilder<unknown>, { min, max }: Interval): RawBuilder<unknown> {
  return max === null ? sql`${column} >= ${min}` : sql`(${column} >= ${min} and ${column} < ${max})`;
}

function dateCondition(column: RawBuilder<unknown>, { from, before }: DateBounds): RawBuilder<unknown> {
  const parts = [
    ...(from === null ? [] : [sql`${column} >= ${from}`]),
    ...(before === null ? [] : [sql`${column} < ${before}`]),
  ];
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` and `)})`;
}

export const and = (conditions: RawBuilder<unknown>[]): RawBuilder<unknown> =>
  conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);


/** Whether case folding can change the term (Latin letters); Chinese characters and digits have no case. */
const hasCase = (term: string) => term.toLowerCase() !== term.toUpperCase();

/**
 * One search term as a substring of fullname, simplename or credit code. On PostgreSQL (pg_trgm
 * indexes serve LIKE) ILIKE only for terms with letters: it folds every row's text first and is
 * several times slower than LIKE, which gives the same answer for a term without letters.
 * SQLite's LIKE ignores ASCII case by itself.
 */
export function likeTerm(term: string, operator: 'like' | 'case-insensitive'): RawBuilder<unknown> {
  const pattern = likeContaining(term);
  const op = sql.raw(operator === 'case-insensitive' && hasCase(term) ? 'ilike' : 'like');
  return sql`(o.fullname ${op} ${pattern} escape '\\' or o.simplename ${op} ${pattern} escape '\\' or o.credit_code ${op} ${pattern} escape '\\')`;
}
