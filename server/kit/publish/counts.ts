import type { Kysely } from 'kysely';
import { statesOf } from '../../../common/publish/lifecycle.js';
import type { DB } from '../../db/schema.js';
import type { PublishKind } from './kind.js';
import { loose, statusColumn } from './records.js';

/** How many records of the kind are in each state, and in all (the tabs' and the to-dos' figures). */
export type StateCounts<S extends string> = Record<S, number> & { total: number };

/** The park's counts, or one owner's (their "my items" tabs). */
export async function countsByState<S extends string, A extends string>(
  db: Kysely<DB>,
  kind: PublishKind<S, A>,
  tenantId: number,
  owner?: number,
): Promise<StateCounts<S>> {
  const column = statusColumn(kind);
  let query = loose(db)
    .selectFrom(kind.table)
    .select((eb) => [eb.ref(column).as('status'), eb.fn.countAll().as('count')])
    .where('tenant_id', '=', tenantId)
    .groupBy(column);
  if (owner !== undefined) query = query.where(kind.owner.column, '=', owner);
  const rows = await query.execute();
  const found = new Map(rows.map((r) => [String(r.status), Number(r.count)]));
  const counts = { total: 0 } as StateCounts<S>;
  for (const state of statesOf(kind.lifecycle)) {
    const n = found.get(state) ?? 0;
    (counts as Record<string, number>)[state] = n;
    counts.total += n;
  }
  return counts;
}
