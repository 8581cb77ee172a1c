import { sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';
import type { DB } from './schema.js';

/**
 * Kysely's PostgreSQL introspector reads the tables of every schema of the database, column
 * details included. Where other schemas come and go meanwhile — the tests each migrate a schema of
 * their own and drop it, side by side — that read fails now and then ("relation … does not exist")
 * on a table of somebody else's schema. The migrations only ask whether their own record table
 * exists, so they ask the catalogue for their schema's table names alone.
 */
export async function tablesOfSchema(db: Kysely<DB>, schema: string): Promise<TableMetadata[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p')`.execute(db);
  return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
}

/** The handle with an introspector that sees only `schema`'s table names (Kysely's Migrator asks it). */
export function seeingOnlySchema(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => Promise.resolve([{ name: schema }]),
    getTables: () => tablesOfSchema(db, schema),
    getMetadata: async () => ({ tables: await tablesOfSchema(db, schema) }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the handle itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
