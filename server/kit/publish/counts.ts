import type { Kysely } from 'kysely';
import { statesOf } from '../../../common/publish/lifecycle.js';
import type { DB } from '../../db/schema.js';
import { scopeWhere, type Visible } from '../data-scope.js';
import type { PublishKind } from './kind.js';
import { loose, statusColumn } from './records.js';

/** How many records of the kind are in each state, and in all (the tabs' and the to-dos' figures). */
export type StateCounts<S extends string> = Record<S, number> & { total: number };

/** Whose records are counted: one owner's (their "my items" tabs), or those an operator's data scope covers. */
export type CountsOf = { owner: number } | { scope: Visible };

/** The park's counts, one owner's, or those within an operator's data scope. */
export async function countsByState<S extends string, A extends string>(
  db: Kysely<DB>,
  kind: PublishKind<S, A>,
  tenantId: number,
  of?: CountsOf,
): Promise<StateCounts<S>> {
  const column = statusColumn(kind);
  let query = loose(db)
    .selectFrom(kind.table)
    .select((eb) => [eb.ref(column).as('status'), eb.fn.countAll().as('count')])
    .where('tenant_id', '=', tenantId)
    .groupBy(column);
  if (of && 'owner' in of) query = query.where(kind.owner.column, '=', of.owner);
  if (of && 'scope' in of && kind.scope) query = query.where(scopeWhere(of.scope, `${kind.table}.${kind.scope.column}`));
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
