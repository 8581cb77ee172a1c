import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ItemKind } from '../../../common/demand/model.js';
import type { ItemState } from '../../../common/demand/lifecycle.js';
import type { ITEM_SORTS } from '../../../common/demand/contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { applySort, type SortQuery } from '../../kit/sort.js';
import { countInIndex, FEW_MATCHES, fewMatchesPage, holdsEvery, type TextSearch } from './search.js';
import type { DemandItemsTable } from './tables.js';

/** Items' queries, on the park's scoped handle (no tenant condition of their own). */

export type ItemRow = Omit<DemandItemsTable, 'id' | 'views' | 'tenant_id'> & {
  id: number;
  views: number;
  org_name: string;
};

export interface ItemFilter {
  kinds?: readonly ItemKind[] | undefined;
  categories?: readonly string[] | null | undefined;
  category?: string | undefined;
  industry?: string | undefined;
  status?: ItemState | undefined;
  orgId?: number | undefined;
  /** Every word of the search must be among the item's (search.ts). */
  search?: TextSearch | undefined;
  page: ListPage;
  sort?: SortQuery<(typeof ITEM_SORTS)[number]>;
}

type Q = SelectQueryBuilder<DB, 'demand_items', object>;

function filtered(db: Kysely<DB>, f: Omit<ItemFilter, 'page' | 'sort'>): Q {
  let q: Q = db.selectFrom('demand_items');
  if (f.kinds && f.kinds.length > 0) q = q.where('demand_items.kind', 'in', [...f.kinds]);
  if (f.categories) q = q.where('demand_items.category', 'in', [...f.categories]);
  if (f.category) q = q.where('demand_items.category', '=', f.category);
  if (f.industry) q = q.where('demand_items.industry', '=', f.industry);
  if (f.status) q = q.where('demand_items.status', '=', f.status);
  if (f.orgId) q = q.where('demand_items.org_id', '=', f.orgId);
  if (f.search && f.search.terms.length > 0) q = q.where(holdsEvery(f.search, f));
  return q;
}

const SORTS = {
  publishedAt: 'demand_items.published_at',
  updatedAt: 'demand_items.updated_at',
  title: 'demand_items.title',
  views: 'demand_items.views',
} as const;

/** A search narrowed by nothing the SQLite text index does not hold itself (search.ts). */
const indexOnly = (f: ItemFilter): f is ItemFilter & { search: TextSearch } =>
  f.search?.dialect === 'sqlite' && f.search.terms.length > 0 && !f.categories && !f.category && !f.industry && !f.orgId;

/** A search's page in the list's own order: its ids, then each row by its id. */
async function searchPage(db: Kysely<DB>, f: ItemFilter & { search: TextSearch }): Promise<{ rows: ItemRow[]; total: number }> {
  const total = await countInIndex(db, f.search, f);
  if (total === 0 || f.page.offset >= total) return { rows: [], total };
  const ids =
    total <= FEW_MATCHES
      ? await fewMatchesPage(db, f.search, f, f.page)
      : (await newestFirst(filtered(db, f), f).select('demand_items.id').limit(f.page.size).offset(f.page.offset).execute()).map((r) => r.id);
  const rows = await Promise.all(ids.map((id) => itemById(db, id)));
  return { rows: rows.filter((r) => r !== undefined), total };
}

const newestFirst = (q: Q, f: ItemFilter) =>
  applySort(q, f.sort ?? {}, SORTS, (q) =>
    f.status === 'JOINT' ? q.orderBy('demand_items.published_at', 'desc') : q.orderBy('demand_items.updated_at', 'desc'),
  ).orderBy('demand_items.id', 'desc');

export async function listItems(db: Kysely<DB>, f: ItemFilter): Promise<{ rows: ItemRow[]; total: number }> {
  if (indexOnly(f) && !f.sort?.orderBy) return searchPage(db, f);
  const base = filtered(db, f);
  const counted = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total === 0 || f.page.offset >= total) return { rows: [], total };
  const rows = await newestFirst(base, f)
    .innerJoin('orgs', 'orgs.id', 'demand_items.org_id')
    .selectAll('demand_items')
    .select('orgs.fullname as org_name')
    .limit(f.page.size)
    .offset(f.page.offset)
    .execute();
  return { rows: rows as ItemRow[], total };
}

export async function itemById(db: Kysely<DB>, id: number): Promise<ItemRow | undefined> {
  const row = await db
    .selectFrom('demand_items')
    .innerJoin('orgs', 'orgs.id', 'demand_items.org_id')
    .selectAll('demand_items')
    .select('orgs.fullname as org_name')
    .where('demand_items.id', '=', id)
    .executeTakeFirst();
  return row as ItemRow | undefined;
}

export async function addView(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('demand_items')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The park's published items per kind, and how many organisations publish. */
export async function publishedStats(db: Kysely<DB>): Promise<{ kinds: Map<string, number>; orgs: number }> {
  const rows = await db
    .selectFrom('demand_items')
    .select((eb) => ['kind', eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'JOINT')
    .groupBy('kind')
    .execute();
  const orgs = await db
    .selectFrom('demand_items')
    .select((eb) => eb.fn.count<number | string>('org_id').distinct().as('n'))
    .where('status', '=', 'JOINT')
    .executeTakeFirstOrThrow();
  return { kinds: new Map(rows.map((r) => [r.kind, Number(r.n)])), orgs: Number(orgs.n) };
}

/** The organisations publishing a kind, most published first. */
export async function publishersOf(
  db: Kysely<DB>,
  kind: ItemKind,
  limit: number,
): Promise<{ org_id: number; org_name: string; n: number }[]> {
  const rows = await db
    .selectFrom('demand_items')
    .innerJoin('orgs', 'orgs.id', 'demand_items.org_id')
    .select((eb) => ['demand_items.org_id', 'orgs.fullname as org_name', eb.fn.countAll<number | string>().as('n')])
    .where('demand_items.status', '=', 'JOINT')
    .where('demand_items.kind', '=', kind)
    .groupBy(['demand_items.org_id', 'orgs.fullname'])
    .orderBy('n', 'desc')
    .orderBy('demand_items.org_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ org_id: r.org_id, org_name: r.org_name, n: Number(r.n) }));
}

/** Counts per state of one view (the operators' tabs, or one organisation's). */
export async function countsOf(
  db: Kysely<DB>,
  f: { kinds: readonly ItemKind[]; categories: readonly string[] | null; orgId?: number },
): Promise<Map<string, number>> {
  const rows = await filtered(db, f)
    .select((eb) => ['demand_items.status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('demand_items.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Replaces an item's search terms. */
export async function storeTerms(db: Kysely<DB>, itemId: number, terms: readonly string[]): Promise<void> {
  await db.deleteFrom('demand_terms').where('item_id', '=', itemId).execute();
  if (terms.length > 0)
    await db
      .insertInto('demand_terms')
      .values(terms.map((term) => ({ item_id: itemId, term })))
      .execute();
}
