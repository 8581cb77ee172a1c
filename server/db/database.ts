import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../lib/lazy-require.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
  /** SQLite only: an image of the whole database, to open copies of it from (DatabaseOptions.sqliteImage). */
  image?: () => Buffer;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite when absent. */
  url?: string | undefined;
  /** SQLite file; ':memory:' for tests. */
  sqliteFile?: string;
  /** An in-memory SQLite database made from this image (better-sqlite3's `serialize()`), instead of a file. */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
}

/** The PostgreSQL driver, loaded by the first PostgreSQL database opened: never on SQLite. */
const pgDriver = lazyRequire<typeof pg>('pg');
let pgTypesSet = false;

function postgresDriver(): typeof pg {
  const driver = pgDriver();
  if (!pgTypesSet) {
    // int8 (count(*), sums) arrives as a string from pg; our counts fit in a double.
    driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number(value));
    driver.types.setTypeParser(driver.types.builtins.NUMERIC, (value) => Number(value));
    pgTypesSet = true;
  }
  return driver;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new (postgresDriver().Pool)({
      connectionString: options.url,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (!options.sqliteImage && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy(), image: () => sqlite.serialize() };
}
