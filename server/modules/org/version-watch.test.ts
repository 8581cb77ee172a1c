import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { criteriaOf } from './criteria.js';
import { VersionedMemo } from './memo.js';
import { OrgSearch } from './search-repo.js';
import { FIRST_PAGE, seedDirectory } from './test-fixtures.js';
import { VersionWatch } from './version-watch.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('VersionWatch (postgres)', () => {
  let database: TestDatabase;
  let watch: VersionWatch;
  let search: OrgSearch;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    ids = await seedDirectory(database.db);
    // Notifications are per database: listen on the test's own copy, where the writes happen.
    watch = new VersionWatch(database.url!, Fastify().log);
    watch.start();
    search = new OrgSearch(database.db, 'postgres', new VersionedMemo(), watch);
    for (let i = 0; i < 200 && !watch.isListening; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
  });
  afterAll(async () => {
    await watch.stop();
    await database.dispose();
  });

  it('knows the version without a query until a write is notified, then reads it again', async () => {
    expect(watch.isListening).toBe(true);
    const before = await search.version(1);
    expect(watch.current(1)).toBe(before);

    await database.db.updateTable('orgs').set({ simplename: '量子鼎策' }).where('id', '=', ids.A).execute();
    // The notification arrives after the commit: until then the old version may still be served.
    await expect.poll(() => watch.current(1)).toBeUndefined();
    const after = await search.version(1);
    expect(after).toBeGreaterThan(before);
    const { rows } = await search.list(1, criteriaOf({ search: '量子' }), FIRST_PAGE, after);
    expect(rows.map((r) => r.id)).toEqual([ids.A]);
  });

  it('keeps no version read before a write it has not yet heard of', () => {
    const mark = watch.mark();
    // A notification (or a reconnection) between the read's start and its answer.
    (watch as unknown as { forget(): void }).forget();
    watch.remember(1, 1, mark);
    expect(watch.current(1)).toBeUndefined();
  });

  it('reads versions per request once stopped', async () => {
    await watch.stop();
    expect(watch.isListening).toBe(false);
    expect(watch.current(1)).toBeUndefined();
    expect(await search.version(1)).toBeGreaterThan(0);
  });
});
