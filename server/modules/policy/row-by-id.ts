import type { Kysely, Selectable } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { DB } from '../../db/schema.js';

/** The policy module's tables read one row at a time by id. */
export type ByIdTable =
  | 'policies'
  | 'policy_apply_items'
  | 'policy_apply_awards'
  | 'policy_apply_conditions'
  | 'policy_condition_quotas'
  | 'policy_quota_types'
  | 'policy_quotas'
  | 'policy_quota_options';

/** One row of the park's table by id: undefined for none (or for an id past the columns' range). */
export async function rowById<T extends ByIdTable>(db: Kysely<DB>, table: T, id: number): Promise<Selectable<DB[T]> | undefined> {
  if (id > MAX_ID) return undefined;
  // Kysely cannot resolve the columns of a table named by a type parameter: the query is built on
  // an untyped view of the database, and the row is the table's own.
  const row = await (db as unknown as Kysely<Record<string, { id: number }>>)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<DB[T]> | undefined;
}
