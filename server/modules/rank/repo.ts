import type { Insertable, Kysely, Selectable } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { RANK_MANAGE_SORTS } from '../../../common/rank/contract.js';
import type { DB } from '../../db/schema.js';
import { scopeWhere, type Visible } from '../../kit/data-scope.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, inOrderOf, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { containsAny } from '../../lib/sql-like.js';
import type { RankEntriesTable, RankListsTable, RankStatus } from './tables.js';

/**
 * Queries of the rank lists, on the park's scoped handle (the kit adds the park to every query);
 * writes take the executor (the handle or a transaction) so the services decide what is atomic.
 */

export type RankList = Selectable<RankListsTable>;
export interface RankListRow extends RankList {
  author_name: string | null;
  publisher_name: string | null;
}
export interface EntryRow {
  list_id: number;
  position: number;
  org_id: number;
  org_name: string | null;
  figure: number | null;
  note: string;
}

type RankSort = (typeof RANK_MANAGE_SORTS)[number];
const SORT_COLUMNS: SortColumns<RankSort> = {
  title: 'rank_lists.title',
  period: 'rank_lists.period',
  entryCount: 'rank_lists.entry_count',
  publishedAt: 'rank_lists.published_at',
  updatedAt: 'rank_lists.updated_at',
};

export interface ListFilter {
  status?: RankStatus | undefined;
  search?: string | undefined;
  page: ListPage;
  sort?: SortQuery<RankSort>;
  /** The operator's data scope: lists created by the operators it covers (the whole park if left out). */
  scope?: Visible;
}

function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('rank_lists')
    .leftJoin('users as author', 'author.id', 'rank_lists.author_id')
    .leftJoin('users as publisher', 'publisher.id', 'rank_lists.publisher_id');
}

function filtered(db: Kysely<DB>, filter: ListFilter) {
  let query = withNames(db);
  if (filter.scope) query = query.where(scopeWhere(filter.scope, 'rank_lists.author_id'));
  if (filter.status) query = query.where('rank_lists.status', '=', filter.status);
  const search = containsAny(filter.search, ['rank_lists.title', 'rank_lists.period']);
  if (search) query = query.where(search);
  return query;
}

/**
 * A page of lists. The portal's order is newest published first; the operators' is drafts, then
 * published, then withdrawn, each most recently changed first (or the column asked for).
 */
export async function listRanks(
  db: Kysely<DB>,
  filter: ListFilter,
  order: 'public' | 'manage',
): Promise<{ rows: RankListRow[]; total: number }> {
  const base = filtered(db, filter);
  let page = base.selectAll('rank_lists').select(['author.name as author_name', 'publisher.name as publisher_name']);
  page =
    order === 'public'
      ? page.orderBy('rank_lists.published_at', 'desc')
      : applySort(page, filter.sort ?? {}, SORT_COLUMNS, (q) =>
          q.orderBy(inOrderOf('rank_lists.status', ['DRAFT', 'PUBLISHED', 'WITHDRAWN'])).orderBy('rank_lists.updated_at', 'desc'),
        );
  return pageWithTotal(page.orderBy('rank_lists.id', 'desc'), base, filter.page);
}

export async function rankById(db: Kysely<DB>, id: number): Promise<RankListRow | undefined> {
  if (id > MAX_ID) return undefined;
  return withNames(db)
    .selectAll('rank_lists')
    .select(['author.name as author_name', 'publisher.name as publisher_name'])
    .where('rank_lists.id', '=', id)
    .executeTakeFirst();
}

/**
 * The entries of some lists in rank order, with the organisations' current names; `top` keeps
 * only the first ones of each list.
 */
export async function entriesOf(db: Kysely<DB>, listIds: readonly number[], top?: number): Promise<EntryRow[]> {
  if (listIds.length === 0) return [];
  let query = db
    .selectFrom('rank_entries')
    .leftJoin('orgs', 'orgs.id', 'rank_entries.org_id')
    .select([
      'rank_entries.list_id',
      'rank_entries.position',
      'rank_entries.org_id',
      'orgs.fullname as org_name',
      'rank_entries.figure',
      'rank_entries.note',
    ])
    .where('rank_entries.list_id', 'in', [...listIds]);
  if (top !== undefined) query = query.where('rank_entries.position', '<=', top);
  const rows = await query.orderBy('rank_entries.list_id').orderBy('rank_entries.position').execute();
  return rows.map((row) => ({ ...row, figure: row.figure === null ? null : Number(row.figure) }));
}

export type RankValues = Omit<Insertable<RankListsTable>, 'id'>;

export async function insertRank(trx: Kysely<DB>, values: RankValues): Promise<number> {
  const row = await trx.insertInto('rank_lists').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A deleted draft's entries. */
export async function deleteEntriesOf(trx: Kysely<DB>, listId: number): Promise<void> {
  await trx.deleteFrom('rank_entries').where('list_id', '=', listId).execute();
}

export type NewEntry = Omit<Insertable<RankEntriesTable>, 'list_id' | 'position'>;

/** The list's entries become exactly these, ranked in the given order. */
export async function replaceEntries(trx: Kysely<DB>, listId: number, entries: readonly NewEntry[]): Promise<void> {
  await deleteEntriesOf(trx, listId);
  if (entries.length === 0) return;
  await trx
    .insertInto('rank_entries')
    .values(entries.map((entry, index) => ({ ...entry, list_id: listId, position: index + 1 })))
    .execute();
}

/** Which of these organisations are enterprises (ORG) of the park. */
export async function enterprisesAmong(db: Kysely<DB>, orgIds: readonly number[]): Promise<Set<number>> {
  const ids = orgIds.filter((id) => id <= MAX_ID);
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('orgs').select('id').where('orgtype', '=', 'ORG').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The park's enterprises whose full or short name contains the term, by name. */
export async function searchEnterprises(db: Kysely<DB>, search: string | undefined, page: ListPage) {
  let base = db.selectFrom('orgs').where('orgtype', '=', 'ORG');
  const matching = containsAny(search, ['fullname', 'simplename']);
  if (matching) base = base.where(matching);
  return pageWithTotal(base.select(['id', 'fullname', 'simplename', 'industry_name']).orderBy('fullname').orderBy('id'), base, page);
}
