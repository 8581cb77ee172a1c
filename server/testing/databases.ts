import { describe } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { copyPgTemplate, makePgTemplate } from './pg-templates.js';

export type TestDialect = 'sqlite' | 'postgres';

/**
 * The databases repository and integration tests run on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each test database is a copy of a template made once per test worker
 * (migrated, or migrated and filled by `prepare`), dropped afterwards: an in-memory SQLite opened
 * from the template's image, or a PostgreSQL database made with the template as its TEMPLATE.
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
  /** PostgreSQL: the connection string of this database of its own (e.g. to LISTEN on it). */
  url?: string;
  /** Drops what the test created. */
  dispose(): Promise<void>;
}

/** Fills a freshly migrated template database (e.g. seeds the demo). */
export type PrepareTemplate = (database: Database) => Promise<void>;

/**
 * The worker's templates by dialect and key, made on first use: the SQLite image, the PostgreSQL
 * database's name. Test files of a worker share its modules (vitest.config.ts), so they share these.
 */
const sqliteTemplates = new Map<string, Promise<Buffer>>();
const pgTemplates = new Map<string, Promise<string>>();

function remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make();
    // A template that failed is made again by the next test rather than failing them all.
    made.catch(() => cache.delete(key));
    cache.set(key, made);
  }
  return made;
}

async function sqliteTemplate(key: string, prepare?: PrepareTemplate): Promise<Buffer> {
  return remember(sqliteTemplates, key, async () => {
    const database = openDatabase({ sqliteFile: ':memory:' });
    try {
      await migrateToLatest(database);
      await prepare?.(database);
      return database.image!();
    } finally {
      await database.close();
    }
  });
}

/**
 * A database of its own for a test: migrated, and when `template` is given filled by its
 * `prepare` (once per worker and key; every later call gets a copy of that).
 */
export async function openTestDatabase(
  dialect: TestDialect,
  template?: { key: string; prepare: PrepareTemplate },
): Promise<TestDatabase> {
  const key = template?.key ?? 'migrated';
  if (dialect === 'sqlite') {
    const database = openDatabase({ sqliteImage: await sqliteTemplate(key, template?.prepare) });
    return { ...database, dispose: () => database.close() };
  }
  const name = await remember(pgTemplates, key, () =>
    makePgTemplate(key, async (database) => {
      await migrateToLatest(database);
      await template?.prepare(database);
    }),
  );
  return copyPgTemplate(name);
}
