import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DB } from '../db/schema.js';
import { seedDemo } from '../db/seed/index.js';
import { seedDay } from '../db/seed/seed-day.js';
import { openTestDatabase, type TestDatabase, type TestDialect } from './databases.js';

/** The demo seed tests' clock, fixed (14:30 park time): their assertions do not depend on the day they run. */
export const SEEDED_AT = Date.UTC(2026, 10, 24, 6, 30);

/** The seeding day of SEEDED_AT. */
export const seededDay = seedDay(SEEDED_AT);

/**
 * A database of the dialect with the demo seeded at SEEDED_AT, `orgs` enterprises in park 1: a
 * copy of the worker's template of that seed, which is seeded once (server/testing/databases.ts).
 */
export const openSeededDemo = (dialect: TestDialect, orgs: number): Promise<TestDatabase> =>
  openTestDatabase(dialect, {
    key: `demo:${String(orgs)}:${String(SEEDED_AT)}`,
    prepare: (database) => seedDemo(database.db, { orgs, now: SEEDED_AT }),
  });

/**
 * In a describe block: a database of the dialect with the demo seeded at SEEDED_AT, `orgs`
 * enterprises per park, made before the block's tests (handed to `use`) and dropped after them.
 */
export function withSeededDemo(dialect: TestDialect, orgs: number, use: (db: Kysely<DB>) => void): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openSeededDemo(dialect, orgs);
    use(database.db);
  });
  afterAll(() => database?.dispose());
}
