import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Column } from './columns.js';
import { withId, type PortableMigration } from './helpers.js';

/**
 * Tables as data: a migration lists its tables, their columns, keys and indexes, and
 * `createTables` makes them with the same statements the hand-written builder chains made
 * (`create table` with the columns in the order listed, then its indexes in theirs), so a
 * migration written either way leaves the same schema.
 */

type AnyTable = CreateTableBuilder<string, string>;

/** An index's columns; `unique(…)` for a unique one. */
export type IndexSpec = readonly string[] | { unique: true; columns: readonly string[] };
export const unique = (...columns: string[]): IndexSpec => ({ unique: true, columns });

export interface TableSpec {
  /** An auto-incrementing int4 id first (helpers.ts withId). */
  id?: true;
  columns: Readonly<Record<string, Column>>;
  /** The columns of the primary key, a constraint named `<table>_pk`. */
  primaryKey?: readonly string[];
  /** Unique constraints of the table, by name. */
  uniques?: Readonly<Record<string, readonly string[]>>;
  /** Indexes made after the table, by name, in the order listed. */
  indexes?: Readonly<Record<string, IndexSpec>>;
}

export type Tables = Readonly<Record<string, TableSpec>>;

/** Makes the tables in the order listed, each followed by its indexes. */
export async function createTables(db: Kysely<unknown>, dialect: Dialect, tables: Tables): Promise<void> {
  for (const [name, spec] of Object.entries(tables)) {
    const created = db.schema.createTable(name);
    let table = (spec.id ? withId(created, dialect) : created) as AnyTable;
    for (const [columnName, { type, build }] of Object.entries(spec.columns)) {
      const dataType = typeof type === 'function' ? type(dialect) : type;
      table = build ? table.addColumn(columnName, dataType, build) : table.addColumn(columnName, dataType);
    }
    if (spec.primaryKey) table = table.addPrimaryKeyConstraint(`${name}_pk`, [...spec.primaryKey]);
    for (const [constraint, columns] of Object.entries(spec.uniques ?? {}))
      table = table.addUniqueConstraint(constraint, [...columns]);
    await table.execute();
    for (const [index, columns] of Object.entries(spec.indexes ?? {})) await createIndex(db, name, index, columns);
  }
}

async function createIndex(db: Kysely<unknown>, table: string, name: string, spec: IndexSpec): Promise<void> {
  const index = db.schema.createIndex(name).on(table);
  if ('unique' in spec) await index.columns([...spec.columns]).unique().execute();
  else await index.columns([...spec]).execute();
}


interface TablesMigration {
  tables: Tables;
  grants?: readonly string[];
}

/**
 * A migration that makes these tables and gives the 管委会 roles of the parks there are these
 * permissions (a park made later gets them from common/permissions.ts STAFF_PERMISSIONS).
 */
export const tablesMigration = ({ tables, grants = [] }: TablesMigration): PortableMigration => ({
  async up(db, dialect) {
    await createTables(db, dialect, tables);
    for (const permission of grants) await grantToStaff(db, permission);
  },
});

/**
 * Gives the permission to the built-in 管委会 role of every park that exists when the migration
 * runs (a park made later gets it from common/permissions.ts STAFF_PERMISSIONS).
 */
export async function grantToStaff(db: Kysely<unknown>, permission: string): Promise<void> {
  await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, ${permission} from roles where rolename = '管委会'`.execute(db);
}
