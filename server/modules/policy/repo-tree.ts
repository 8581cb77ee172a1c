import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { rowById } from './row-by-id.js';

/**
 * Reads of apply trees: every level of one or many policies in one query each (no query per
 * item or condition), and the rows a tree write needs to check ownership.
 */

export async function treeRows(db: Kysely<DB>, policyIds: readonly number[]) {
  if (policyIds.length === 0) return { items: [], awards: [], conditions: [], links: [] };
  const ids = [...policyIds];
  const [items, awards, conditions, links] = await Promise.all([
    db
      .selectFrom('policy_apply_items')
      .selectAll()
      .where('policy_id', 'in', ids)
      .orderBy('indexnumber')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('policy_apply_awards')
      .selectAll()
      .where('policy_id', 'in', ids)
      .orderBy('indexnumber')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('policy_apply_conditions')
      .selectAll()
      .where('policy_id', 'in', ids)
      .orderBy('indexnumber')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('policy_condition_quotas')
      .selectAll()
      .where('policy_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return { items, awards, conditions, links };
}

export type TreeRows = Awaited<ReturnType<typeof treeRows>>;

export const itemById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_apply_items', id);

export const awardById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_apply_awards', id);

export const conditionById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_apply_conditions', id);

export const linkById = (db: Kysely<DB>, id: number) => rowById(db, 'policy_condition_quotas', id);

/** The apply tree's tables: items, their awards and conditions, and the conditions' quota links. */
export type TreeTable =
  'policy_apply_items' | 'policy_apply_awards' | 'policy_apply_conditions' | 'policy_condition_quotas';

/** Deletes one row of the park's apply tree. */
export async function deleteById(db: Kysely<DB>, table: TreeTable, id: number): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

type OrderedTable = 'policy_apply_items' | 'policy_apply_awards' | 'policy_apply_conditions';
type Parent = { column: 'policy_id' | 'item_id'; id: number };

/** The next indexnumber among siblings: one past the largest. */
export async function nextIndex(db: Kysely<DB>, table: OrderedTable, parent: Parent): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('indexnumber').as('n'))
    .where(parent.column, '=', parent.id)
    .executeTakeFirst();
  return row?.n === null || row?.n === undefined ? 1 : Number(row.n) + 1;
}

/**
 * Keeps the policy's summary columns in step with its tree: the sum of each item's highest
 * award, whether some item is 免申即享, the number of items.
 */
export async function refreshSummary(trx: Kysely<DB>, policyId: number): Promise<void> {
  const [items, awards] = await Promise.all([
    trx
      .selectFrom('policy_apply_items')
      .select(['id', 'auto_grant'])
      .where('policy_id', '=', policyId)
      .execute(),
    trx
      .selectFrom('policy_apply_awards')
      .select(['item_id', 'amount'])
      .where('policy_id', '=', policyId)
      .execute(),
  ]);
  const best = new Map<number, number>();
  for (const a of awards) best.set(a.item_id, Math.max(best.get(a.item_id) ?? 0, Number(a.amount)));
  const maxAward = Math.round([...best.values()].reduce((s, v) => s + v, 0) * 100) / 100;
  await trx
    .updateTable('policies')
    .set({
      max_award: maxAward,
      auto_grant: items.some((i) => i.auto_grant === 1) ? 1 : 0,
      item_count: items.length,
    })
    .where('id', '=', policyId)
    .execute();
}

/**
 * Saves an item, an award or a condition: updates the row named (moving it only when a place is
 * given), or adds it with its parent's columns at the place given, else after its last sibling.
 */
export async function saveOrdered<T extends OrderedTable>(
  trx: Kysely<DB>,
  table: T,
  input: { id?: number; indexnumber?: number },
  parent: Parent,
  values: Updateable<DB[T]>,
  added: { policy_id: number; item_id?: number; created_at?: string },
): Promise<number> {
  const into: OrderedTable = table;
  if (input.id !== undefined) {
    const place = input.indexnumber === undefined ? {} : { indexnumber: input.indexnumber };
    await trx
      .updateTable(into)
      .set({ ...values, ...place })
      .where('id', '=', input.id)
      .execute();
    return input.id;
  }
  const indexnumber = input.indexnumber ?? (await nextIndex(trx, table, parent));
  const row = await trx
    .insertInto(table)
    .values({ ...values, ...added, indexnumber } as Insertable<DB[T]>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
