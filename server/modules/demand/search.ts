import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ItemState } from '../../../common/demand/lifecycle.js';
import type { ItemKind } from '../../../common/demand/model.js';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { tokenOf } from './terms.js';

/**
 * Text search of the items through each database's text index (migrations/search.ts): an item
 * matches when it holds every word of the query (terms.ts), as the route always searched.
 *
 * On SQLite the FTS5 table `demand_search` holds each word of an item as its park names it and as
 * its park and state name it (migrations/search-park.ts), and the item's kind, so a search
 * filtered by no more than those is counted by the index alone, on the words' own short lists; its page is
 * read along the index of published items newest first when the matches are many (the first ten
 * come early), and from the matches themselves when they are few (walking the index would pass
 * most of the park). On PostgreSQL the GIN index of `search_vector` answers the condition and the
 * planner weighs the rest itself.
 */

export interface TextSearch {
  /** The query's words (terms.ts `queryTerms`), at least one. */
  terms: readonly string[];
  dialect: Dialect;
  /** The park searched: the SQLite index holds every park's items and names their park. */
  tenantId: number;
}

/** What the SQLite index can answer without the items' rows: the park, a state and kinds. */
export interface IndexedFilter {
  status?: ItemState | undefined;
  kinds?: readonly ItemKind[] | undefined;
}

/** At most this many matches are read from the index itself for a page (else along the items' index). */
export const FEW_MATCHES = 500;

const quoted = (token: string) => `"${token}"`;

/** The FTS5 query: every word, as its park (and the state asked) name it, and the kinds asked. */
function ftsQuery(s: TextSearch, f: IndexedFilter): string {
  const prefix = `p${String(s.tenantId)}${f.status ? `s${f.status.toLowerCase()}` : ''}x`;
  const words = s.terms.map((t) => `terms : ${quoted(prefix + tokenOf(t))}`);
  if (!f.kinds || f.kinds.length === 0) return words.join(' AND ');
  return [...words, `(${f.kinds.map((k) => `state : ${quoted(`k${k.toLowerCase()}`)}`).join(' OR ')})`].join(' AND ');
}

/** The items holding every word (on demand_items, with the filter the SQLite index narrows by too). */
export function holdsEvery(s: TextSearch, f: IndexedFilter): RawBuilder<SqlBool> {
  if (s.dialect === 'postgres') {
    const query = s.terms.map((t) => `'${tokenOf(t)}'`).join(' & ');
    return sql<SqlBool>`demand_items.search_vector @@ cast(${query} as tsquery)`;
  }
  return sql<SqlBool>`demand_items.id in (select rowid from demand_search where demand_search match ${ftsQuery(s, f)})`;
}

/** SQLite: the matches of a search filtered by the index's own columns only, counted in the index. */
export async function countInIndex(db: Kysely<DB>, s: TextSearch, f: IndexedFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from demand_search where demand_search match ${ftsQuery(s, f)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * SQLite: one page of few matches, in the list's own order (published newest first, else updated
 * newest first), read from the matches themselves: the index drives, each match's row by its id.
 */
export async function fewMatchesPage(
  db: Kysely<DB>,
  s: TextSearch,
  f: IndexedFilter,
  page: { size: number; offset: number },
): Promise<number[]> {
  const newest = f.status === 'JOINT' ? sql.ref('demand_items.published_at') : sql.ref('demand_items.updated_at');
  const rows = await db
    .selectFrom(sql<{ rowid: number }>`demand_search`.as('s'))
    .innerJoin('demand_items', 'demand_items.id', 's.rowid')
    .select('demand_items.id')
    .where(sql<SqlBool>`s.demand_search match ${ftsQuery(s, f)}`)
    .orderBy(newest, 'desc')
    .orderBy('demand_items.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}
