import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** A migration that knows which dialect it runs on, so one file serves SQLite and PostgreSQL. */
export interface PortableMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** An auto-incrementing int4 primary key on both dialects. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * A migration whose steps run in one transaction on both dialects: Kysely runs PostgreSQL
 * migrations in one already, SQLite ones outside a transaction (it assumes no transactional DDL
 * there), so there a transaction of our own keeps a failed step (a back-fill) from leaving half a
 * migration behind.
 */
export function inOneTransaction(steps: (db: Kysely<unknown>, dialect: Dialect) => Promise<void>): PortableMigration {
  return {
    async up(db, dialect) {
      if (dialect === 'sqlite') await db.transaction().execute((trx) => steps(trx, dialect));
      else await steps(db, dialect);
    },
  };
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const tenantRef = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id');
