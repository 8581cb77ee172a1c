import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database.js';
import { notNull, tenantRef } from './helpers.js';

/**
 * The kinds of column the migrations use, named once: a migration lists a table's columns as
 * `{ title: col.text, author_id: col.byUser, … }` (tables.ts createTables). Each kind adds the
 * column exactly as the builder chain `.addColumn(name, type, build)` did.
 */

type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
type DataTypeExpression = Parameters<CreateTableBuilder<string, string>['addColumn']>[1];

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
