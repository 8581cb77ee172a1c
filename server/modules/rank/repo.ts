import { sql, type Kysely, type Selectable } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { RANK_MANAGE_SORTS } from '../../../common/rank/contract.js';
import type { DB } from '../../db/schema.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, inOrderOf, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { likeContaining } from '../../lib/sql-like.js';
import type { RankEntriesTable, RankListsTable, RankStatus } from './tables.js';

/**
 * Queries of the rank lists. Every function takes the tenant and filters on it; writes take the
 * executor (the app's database or a transaction) so the services decide what is atomic.
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
  pagenum: number;
  size: number;
  sort?: SortQuery<RankSort>;
}

function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('rank_lists')
    .leftJoin('users as author', (join) =>
      join.onRef('author.id', '=', 'rank_lists.author_id').onRef('author.tenant_id', '=', 'rank_lists.tenant_id'),
    )
    .leftJoin('users as publisher', (join) =>
      join.onRef('publisher.id', '=', 'rank_lists.publisher_id').onRef('publisher.tenant_id', '=', 'rank_lists.tenant_id'),
    );
}

function filtered(db: Kysely<DB>, tenantId: number, filter: ListFilter) {
  let query = withNames(db).where('rank_lists.tenant_id', '=', tenantId);
  if (filter.status) query = query.where('rank_lists.status', '=', filter.status);
  const term = filter.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('rank_lists.title')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('rank_lists.period')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

/**
 * A page of lists. The portal's order is newest published first; the operators' is drafts, then
 * published, then withdrawn, each most recently changed first (or the column asked for).
 */
export async function listRanks(
  db: Kysely<DB>,
  tenantId: number,
  filter: ListFilter,
  order: 'public' | 'manage',
): Promise<{ rows: RankListRow[]; total: number }> {
  const base = filtered(db, tenantId, filter);
  let page = base.selectAll('rank_lists').select(['author.name as author_name', 'publisher.name as publisher_name']);
  page =
    order === 'public'
      ? page.orderBy('rank_lists.published_at', 'desc')
      : applySort(page, filter.sort ?? {}, SORT_COLUMNS, (q) =>
          q.orderBy(inOrderOf('rank_lists.status', ['DRAFT', 'PUBLISHED', 'WITHDRAWN'])).orderBy('rank_lists.updated_at', 'desc'),
        );
  return pageWithTotal(page.orderBy('rank_lists.id', 'desc'), base, filter);
}

export async function rankById(db: Kysely<DB>, tenantId: number, id: number): Promise<RankListRow | undefined> {
  if (id > MAX_ID) return undefined;
  return withNames(db)
    .selectAll('rank_lists')
    .select(['author.name as author_name', 'publisher.name as publisher_name'])
    .where('rank_lists.tenant_id', '=', tenantId)
    .where('rank_lists.id', '=', id)
    .executeTakeFirst();
}

/**
 * The entries of some lists in rank order, with the organisations' current names; `top` keeps
 * only the first ones of each list.
 */
export async function entriesOf(db: Kysely<DB>, tenantId: number, listIds: readonly number[], top?: number): Promise<EntryRow[]> {
  if (listIds.length === 0) return [];
  let query = db
    .selectFrom('rank_entries')
    .leftJoin('orgs', (join) => join.onRef('orgs.id', '=', 'rank_entries.org_id').onRef('orgs.tenant_id', '=', 'rank_entries.tenant_id'))
    .select([
      'rank_entries.list_id',
      'rank_entries.position',
      'rank_entries.org_id',
      'orgs.fullname as org_name',
      'rank_entries.figure',
      'rank_entries.note',
    ])
    .where('rank_entries.tenant_id', '=', tenantId)
    .where('rank_entries.list_id', 'in', [...listIds]);
  if (top !== undefined) query = query.where('rank_entries.position', '<=', top);
  const rows = await query.orderBy('rank_entries.list_id').orderBy('rank_entries.position').execute();
  return rows.map((row) => ({ ...row, figure: row.figure === null ? null : Number(row.figure) }));
}

export type RankValues = Omit<RankList, 'id'>;

export async function insertRank(trx: Kysely<DB>, values: RankValues): Promise<number> {
  const row = await trx.insertInto('rank_lists').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A deleted draft's entries. */
export async function deleteEntriesOf(trx: Kysely<DB>, tenantId: number, listId: number): Promise<void> {
  await trx.deleteFrom('rank_entries').where('tenant_id', '=', tenantId).where('list_id', '=', listId).execute();
}

export type NewEntry = Omit<RankEntriesTable, 'tenant_id' | 'list_id' | 'position'>;

/** The list's entries become exactly these, ranked in the given order. */
export async function replaceEntries(trx: Kysely<DB>, tenantId: number, listId: number, entries: readonly NewEntry[]): Promise<void> {
  await trx.deleteFrom('rank_entries').where('tenant_id', '=', tenantId).where('list_id', '=', listId).execute();
  if (entries.length === 0) return;
  await trx
    .insertInto('rank_entries')
    .values(entries.map((entry, index) => ({ ...entry, tenant_id: tenantId, list_id: listId, position: index + 1 })))
    .execute();
}

/** Which of these organisations are enterprises (ORG) of the park. */
export async function enterprisesAmong(db: Kysely<DB>, tenantId: number, orgIds: readonly number[]): Promise<Set<number>> {
  const ids = orgIds.filter((id) => id <= MAX_ID);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'ORG')
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The park's enterprises whose full or short name contains the term, by name. */
export async function searchEnterprises(
  db: Kysely<DB>,
  tenantId: number,
  search: string | undefined,
  pagenum: number,
  size: number,
) {
  let base = db.selectFrom('orgs').where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG');
  const term = search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('fullname')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('simplename')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  return pageWithTotal(base.select(['id', 'fullname', 'simplename', 'industry_name']).orderBy('fullname').orderBy('id'), base, {
    pagenum,
    size,
  });
}
