import type { Kysely } from 'kysely';
import type { DOCK_SORTS } from '../../../../common/demand/dock/contract.js';
import type { DockState } from '../../../../common/demand/dock/model.js';
import type { ItemKind } from '../../../../common/demand/model.js';
import type { DB } from '../../../db/schema.js';
import type { ListPage } from '../../../kit/list-input.js';
import { applySort, type SortQuery } from '../../../kit/sort.js';
import type { DemandDocksTable } from '../tables.js';

/** Docking's queries, on the park's scoped handle. */

export type DockRow = Omit<DemandDocksTable, 'id' | 'tenant_id'> & {
  id: number;
  item_kind: ItemKind;
  item_title: string;
  owner_org_name: string;
  from_org_name: string;
};

export interface DockFilter {
  /** The organisation, as receiver (owner) or sender (from). */
  party?: { side: 'owner' | 'from' | 'either'; orgId: number };
  status?: DockState | undefined;
  outcome?: 'DEAL' | 'NO_DEAL' | 'NONE' | undefined;
  /** A word of the item's title or of either organisation's name. */
  search?: string | undefined;
}

const SORTS = { createdAt: 'demand_docks.created_at', updatedAt: 'demand_docks.updated_at' } as const;

function joined(db: Kysely<DB>) {
  return db
    .selectFrom('demand_docks')
    .innerJoin('demand_items', 'demand_items.id', 'demand_docks.item_id')
    .innerJoin('orgs as owner', 'owner.id', 'demand_docks.owner_org_id')
    .innerJoin('orgs as sender', 'sender.id', 'demand_docks.from_org_id');
}

function filtered(db: Kysely<DB>, f: DockFilter) {
  let q = joined(db);
  if (f.party?.side === 'owner') q = q.where('demand_docks.owner_org_id', '=', f.party.orgId);
  if (f.party?.side === 'from') q = q.where('demand_docks.from_org_id', '=', f.party.orgId);
  const either = f.party?.side === 'either' ? f.party.orgId : undefined;
  if (either)
    q = q.where((eb) =>
      eb.or([eb('demand_docks.owner_org_id', '=', either), eb('demand_docks.from_org_id', '=', either)]),
    );
  if (f.status) q = q.where('demand_docks.status', '=', f.status);
  if (f.outcome) q = q.where('demand_docks.outcome', '=', f.outcome === 'NONE' ? '' : f.outcome);
  const word = f.search?.trim();
  if (word)
    q = q.where((eb) =>
      eb.or([
        eb('demand_items.title', 'like', `%${word}%`),
        eb('owner.fullname', 'like', `%${word}%`),
        eb('sender.fullname', 'like', `%${word}%`),
      ]),
    );
  return q;
}

const selectRow = (q: ReturnType<typeof filtered>) =>
  q
    .selectAll('demand_docks')
    .select([
      'demand_items.kind as item_kind',
      'demand_items.title as item_title',
      'owner.fullname as owner_org_name',
      'sender.fullname as from_org_name',
    ]);

export async function listDocks(
  db: Kysely<DB>,
  f: DockFilter & { page: ListPage; sort?: SortQuery<(typeof DOCK_SORTS)[number]> },
): Promise<{ rows: DockRow[]; total: number }> {
  const counted = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total === 0 || f.page.offset >= total) return { rows: [], total };
  const rows = await applySort(selectRow(filtered(db, f)), f.sort ?? {}, SORTS, (q) =>
    q.orderBy('demand_docks.created_at', 'desc'),
  )
    .orderBy('demand_docks.id', 'desc')
    .limit(f.page.size)
    .offset(f.page.offset)
    .execute();
  return { rows: rows as DockRow[], total };
}

/** Every docking of a filter, newest first (the export). */
export async function allDocks(db: Kysely<DB>, f: DockFilter): Promise<DockRow[]> {
  const rows = await selectRow(filtered(db, f))
    .orderBy('demand_docks.created_at', 'desc')
    .orderBy('demand_docks.id', 'desc')
    .execute();
  return rows as DockRow[];
}

export async function dockById(db: Kysely<DB>, id: number): Promise<DockRow | undefined> {
  const row = await selectRow(joined(db)).where('demand_docks.id', '=', id).executeTakeFirst();
  return row as DockRow | undefined;
}

/** A waiting request of the organisation on the item, if any. */
export async function waitingOf(db: Kysely<DB>, itemId: number, fromOrgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('demand_docks')
    .select('id')
    .where('item_id', '=', itemId)
    .where('from_org_id', '=', fromOrgId)
    .where('status', '=', 'WAITING')
    .executeTakeFirst();
  return row !== undefined;
}

/** Dockings per state and per outcome. */
export async function dockCounts(db: Kysely<DB>): Promise<{ status: string; outcome: string; n: number }[]> {
  const rows = await db
    .selectFrom('demand_docks')
    .select((eb) => ['status', 'outcome', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['status', 'outcome'])
    .execute();
  return rows.map((r) => ({ status: r.status, outcome: r.outcome, n: Number(r.n) }));
}

/**
 * The matching's hit rate: the pairs (demand, item) the demand's owner was told of or an operator
 * pushed, how many of them led to a docking between the two organisations on either item, and how
 * many of those to a deal.
 */
export async function suggestionHits(db: Kysely<DB>): Promise<{ pushed: number; docked: number; deals: number }> {
  const row = await db
    .selectFrom('demand_match_notes')
    .innerJoin('demand_items as demand', 'demand.id', 'demand_match_notes.demand_id')
    .innerJoin('demand_items as item', 'item.id', 'demand_match_notes.item_id')
    .select((eb) => {
      const pairDock = (deal: boolean) =>
        eb
          .selectFrom('demand_docks')
          .select('demand_docks.id')
          .where((d) =>
            d.or([
              d.and([
                d('demand_docks.item_id', '=', d.ref('demand_match_notes.demand_id')),
                d('demand_docks.from_org_id', '=', d.ref('item.org_id')),
              ]),
              d.and([
                d('demand_docks.item_id', '=', d.ref('demand_match_notes.item_id')),
                d('demand_docks.from_org_id', '=', d.ref('demand.org_id')),
              ]),
            ]),
          )
          .$if(deal, (q) => q.where('demand_docks.outcome', '=', 'DEAL'));
      const hits = (deal: boolean) =>
        eb.fn.sum<number | string | null>(eb.case().when(eb.exists(pairDock(deal))).then(1).else(0).end());
      return [eb.fn.countAll<number | string>().as('pushed'), hits(false).as('docked'), hits(true).as('deals')];
    })
    .executeTakeFirstOrThrow();
  return { pushed: Number(row.pushed), docked: Number(row.docked ?? 0), deals: Number(row.deals ?? 0) };
}
