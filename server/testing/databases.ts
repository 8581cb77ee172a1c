import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * The databases repository and integration tests run on: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Each PostgreSQL test database lives in a schema of its own, dropped
 * afterwards, so test files can run in parallel.
 */
export const TEST_DIALECTS: ReadonlyArray<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase extends Database {
  /** Drops what the test created. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database);
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
  try {
    await migrateToLatest(database);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}
