import { sql, type Kysely } from 'kysely';
import type { SERVE_ORG_SORTS } from '../../../../common/demand/orgs/contract.js';
import type { ItemState } from '../../../../common/demand/lifecycle.js';
import type { DB } from '../../../db/schema.js';
import type { ListPage } from '../../../kit/list-input.js';
import { applySort, type SortQuery } from '../../../kit/sort.js';

/** The operators' reads of organisations in demand matching, on the park's scoped handle. */

export interface OrgHead {
  id: number;
  fullname: string;
  orgtype: 'ORG' | 'SERVICE';
  industry_name: string;
  county: string;
}

export async function orgHead(db: Kysely<DB>, orgId: number): Promise<OrgHead | undefined> {
  return db
    .selectFrom('orgs')
    .select(['id', 'fullname', 'orgtype', 'industry_name', 'county'])
    .where('id', '=', orgId)
    .executeTakeFirst();
}

/** The organisation's items per kind, category and state. */
export async function itemFigures(
  db: Kysely<DB>,
  orgId: number,
): Promise<{ kind: string; category: string; status: ItemState; n: number }[]> {
  const rows = await db
    .selectFrom('demand_items')
    .select((eb) => ['kind', 'category', 'status', eb.fn.countAll<number | string>().as('n')])
    .where('org_id', '=', orgId)
    .groupBy(['kind', 'category', 'status'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export async function showcaseOf(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('demand_showcases')
    .select(['id', 'title', 'status'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** Dockings the organisation sent and received, how many were accepted and how many ended in a deal. */
export async function dockFigures(db: Kysely<DB>, orgId: number) {
  const row = await db
    .selectFrom('demand_docks')
    .select((eb) => {
      const count = (condition: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number | string | null>(eb.case().when(condition).then(1).else(0).end());
      return [
        count(eb.and([eb('from_org_id', '=', orgId)])).as('sent'),
        count(eb.and([eb('owner_org_id', '=', orgId)])).as('received'),
        count(eb.and([eb('status', '=', 'ACCEPTED')])).as('accepted'),
        count(eb.and([eb('outcome', '=', 'DEAL')])).as('deals'),
      ];
    })
    .where((eb) => eb.or([eb('from_org_id', '=', orgId), eb('owner_org_id', '=', orgId)]))
    .executeTakeFirstOrThrow();
  return {
    sent: Number(row.sent ?? 0),
    received: Number(row.received ?? 0),
    accepted: Number(row.accepted ?? 0),
    deals: Number(row.deals ?? 0),
  };
}

export interface ServeOrgFilter {
  search?: string | undefined;
  publishing?: '' | 'YES' | 'NO' | undefined;
}

export interface ServeOrgRow {
  id: number;
  name: string;
  industry: string;
  area: string;
  services: number;
  waiting: number;
  received: number;
  deals: number;
  showcase: ItemState | null;
}

function serveOrgs(db: Kysely<DB>, f: ServeOrgFilter) {
  let q = db.selectFrom('orgs').where('orgs.orgtype', '=', 'SERVICE');
  const word = f.search?.trim();
  if (word) q = q.where('orgs.fullname', 'like', `%${word}%`);
  if (f.publishing) {
    const published = db
      .selectFrom('demand_items')
      .select('demand_items.id')
      .where('demand_items.org_id', '=', sql.ref<number>('orgs.id'))
      .where('demand_items.kind', '=', 'SERVICE')
      .where('demand_items.status', '=', 'JOINT');
    q = q.where((eb) => (f.publishing === 'YES' ? eb.exists(published) : eb.not(eb.exists(published))));
  }
  return q;
}

const services = (db: Kysely<DB>, status: ItemState) =>
  db
    .selectFrom('demand_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('demand_items.org_id', '=', sql.ref<number>('orgs.id'))
    .where('demand_items.kind', '=', 'SERVICE')
    .where('demand_items.status', '=', status);
const received = (db: Kysely<DB>, deal: boolean) =>
  db
    .selectFrom('demand_docks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('demand_docks.owner_org_id', '=', sql.ref<number>('orgs.id'))
    .$if(deal, (q) => q.where('demand_docks.outcome', '=', 'DEAL'));

export async function listServeOrgs(
  db: Kysely<DB>,
  f: ServeOrgFilter & { page: ListPage; sort?: SortQuery<(typeof SERVE_ORG_SORTS)[number]> },
): Promise<{ rows: ServeOrgRow[]; total: number }> {
  const count = serveOrgs(db, f).select((eb) => eb.fn.countAll<number | string>().as('n'));
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  if (total === 0 || f.page.offset >= total) return { rows: [], total };
  const sorts = { services: services(db, 'JOINT'), received: received(db, false), deals: received(db, true) };
  const rows = await applySort(
    serveOrgs(db, f).select((eb) => [
      ...(['orgs.id', 'orgs.fullname as name', 'orgs.industry_name as industry', 'orgs.county as area'] as const),
      ...[sorts.services.as('services'), services(db, 'CHECK').as('waiting')],
      ...[sorts.received.as('received'), sorts.deals.as('deals')],
      eb
        .selectFrom('demand_showcases')
        .select('demand_showcases.status')
        .where('demand_showcases.org_id', '=', sql.ref<number>('orgs.id'))
        .as('showcase'),
    ]),
    f.sort ?? {},
    sorts,
    (q) => q.orderBy(sorts.services, 'desc'),
  )
    .orderBy('orgs.id')
    .limit(f.page.size)
    .offset(f.page.offset)
    .execute();
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  return {
    rows: rows.map((r) => ({
      ...{ id: r.id, name: r.name, industry: r.industry, area: r.area, services: n(r.services), waiting: n(r.waiting) },
      ...{ received: n(r.received), deals: n(r.deals), showcase: (r.showcase ?? null) as ItemState | null },
    })),
    total,
  };
}
