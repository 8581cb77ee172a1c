import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

/**
 * After rows with explicit ids go into a serial column, PostgreSQL's sequence still starts at 1, so
 * the next ordinary insert would collide. Moves the sequence past the largest id. SQLite's
 * autoincrement already continues after the largest id, so there is nothing to do there.
 */
export async function resetIdSequence(
  db: Kysely<DB>,
  table: 'parks' | 'orgs' | 'users' | 'roles',
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}
