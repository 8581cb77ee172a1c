import type { Kysely } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { DB } from '../../db/schema.js';
import type { KindRecord, PublishKind } from './kind.js';

/**
 * The kit reaches a kind's table by name: its columns are the kind's own, so the queries are built
 * on an untyped view of the database and every value read is checked into a KindRecord here.
 */
type LooseDB = Record<string, Record<string, unknown>>;
export const loose = (db: Kysely<DB>) => db as unknown as Kysely<LooseDB>;

/** The part of a kind its table's queries need. */
export type KindTable = Pick<PublishKind, 'table' | 'columns' | 'owner'>;

export const statusColumn = (kind: Pick<PublishKind, 'columns'>) => kind.columns.status ?? 'status';

function toRecord<S extends string>(kind: KindTable, row: Record<string, unknown>): KindRecord<S> {
  const owner = row[kind.owner.column];
  return {
    id: Number(row.id),
    status: row[statusColumn(kind)] as S,
    title: String(row[kind.columns.title] ?? ''),
    owner: owner === null || owner === undefined ? null : Number(owner),
    row,
  };
}

/** The park's records of the kind among these ids, by id. */
export async function recordsByIds<S extends string>(
  db: Kysely<DB>,
  kind: KindTable,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, KindRecord<S>>> {
  // Ids beyond the integer columns' range name no record (and PostgreSQL would refuse them).
  const known = ids.filter((id) => id <= MAX_ID);
  if (known.length === 0) return new Map();
  const rows = await loose(db)
    .selectFrom(kind.table)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', known)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), toRecord(kind, row)]));
}

export async function recordById<S extends string>(
  db: Kysely<DB>,
  kind: KindTable,
  tenantId: number,
  id: number,
) {
  return (await recordsByIds<S>(db, kind, tenantId, [id])).get(id);
}

/** The conditional update of a transition: true when the record was still in one of `from`. */
export async function updateRecord(
  trx: Kysely<DB>,
  kind: KindTable,
  tenantId: number,
  id: number,
  from: readonly string[],
  values: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const result = await loose(trx)
    .updateTable(kind.table)
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where(statusColumn(kind), 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRecord(
  trx: Kysely<DB>,
  kind: KindTable,
  tenantId: number,
  id: number,
  from: readonly string[],
) {
  const result = await loose(trx)
    .deleteFrom(kind.table)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where(statusColumn(kind), 'in', [...from])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
