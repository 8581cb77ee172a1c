import crypto from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export type TestDialect = 'sqlite' | 'postgres';

/**
 * The databases repository and integration tests run on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each PostgreSQL test database lives in a schema of its own, dropped
 * afterwards, so test files can run in parallel.
 */
export const ALL_DIALECTS: ReadonlyArray<TestDialect> = ['sqlite', 'postgres'];

/** Whether a dialect's tests can run here: PostgreSQL needs TEST_DATABASE_URL. */
export const dialectAvailable = (dialect: TestDialect): boolean =>
  dialect === 'sqlite' || Boolean(process.env.TEST_DATABASE_URL);

/**
 * One describe block per dialect, `%s` in the name standing for it. A dialect that cannot run
 * here is reported as skipped rather than leaving its tests out unseen.
 */
export function describeEachDialect(name: string, body: (dialect: TestDialect) => void): void {
  for (const dialect of ALL_DIALECTS)
    describe.skipIf(!dialectAvailable(dialect))(name.replace('%s', dialect), () => body(dialect));
}

export interface TestDatabase extends Database {
  /** Drops what the test created. */
  dispose(): Promise<void>;
}

/** An empty database of the dialect, not migrated: in memory, or a fresh schema of TEST_DATABASE_URL dropped on dispose. */
export async function openEmptyDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    return { ...database, dispose: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ url, pgSchema: schema });
  const dispose = async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
  };
  return { ...database, dispose };
}

export async function openTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const database = await openEmptyDatabase(dialect);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return database;
}
