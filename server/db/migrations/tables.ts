import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { notNull, tenantRef, withId } from './helpers.js';

/**
 * Tables as data: a migration lists its tables, their columns, keys and indexes, and
 * `createTables` makes them with the same statements the hand-written builder chains made
 * (`create table` with the columns in the order listed, then its indexes in theirs), so a
 * migration written either way leaves the same schema.
 */

type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
type AnyTable = CreateTableBuilder<string, string>;
type DataTypeExpression = Parameters<AnyTable['addColumn']>[1];

/** A column: its type (one per dialect where they differ) and its constraints. */
export interface Column {
  type: DataTypeExpression | ((dialect: Dialect) => DataTypeExpression);
  build?: Build;
}

export const column = (type: Column['type'], build?: Build): Column => (build ? { type, build } : { type });

/** A floating-point figure: `real` on SQLite, `double precision` on PostgreSQL. */
const realType = (dialect: Dialect): DataTypeExpression => (dialect === 'postgres' ? 'double precision' : 'real');

export const text = column('text', notNull);
export const textOrNull = column('text');
/** Text that is '' until set. */
export const textEmpty = column('text', (c) => c.notNull().defaultTo(''));
export const int = column('integer', notNull);
export const intOrNull = column('integer');
/** A counter or a 0/1 flag that starts at 0. */
export const zero = column('integer', (c) => c.notNull().defaultTo(0));
/** A 0/1 flag that starts at 1. */
export const one = column('integer', (c) => c.notNull().defaultTo(1));
export const double = column('double precision', notNull);
export const doubleOrNull = column('double precision');
export const real = column(realType, notNull);
export const realOrNull = column(realType);
/** The row's park (tenants.id). */
export const tenant = column('integer', tenantRef);

type OnDelete = 'cascade' | 'set null';

/** A reference to `table`.id that may be null, with what happens when the row it names goes. */
export const ref = (table: string, onDelete?: OnDelete): Column =>
  column('integer', (c) => (onDelete ? c.references(`${table}.id`).onDelete(onDelete) : c.references(`${table}.id`)));

/** A reference to `table`.id that every row has. */
export const refNotNull = (table: string, onDelete?: OnDelete): Column =>
  column('integer', (c) => {
    const referencing = c.notNull().references(`${table}.id`);
    return onDelete ? referencing.onDelete(onDelete) : referencing;
  });

/** A row that belongs to a row of `table` and goes with it. */
export const ownedBy = (table: string): Column => refNotNull(table, 'cascade');

/** The user who wrote or did something; the row stays when the account goes. */
export const byUser = ref('users', 'set null');

/** When the row was made and last changed (ISO text). */
export const stamps = { created_at: text, updated_at: text } as const;

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

/** Makes the tables in the order listed, each followed by its indexes. */
export async function createTables(
  db: Kysely<unknown>,
  dialect: Dialect,
  tables: Readonly<Record<string, TableSpec>>,
): Promise<void> {
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

/**
 * Gives the permission to the built-in 管委会 role of every park that exists when the migration
 * runs (a park made later gets it from common/permissions.ts STAFF_PERMISSIONS).
 */
export async function grantToStaff(db: Kysely<unknown>, permission: string): Promise<void> {
  await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, ${permission} from roles where rolename = '管委会'`.execute(db);
}
