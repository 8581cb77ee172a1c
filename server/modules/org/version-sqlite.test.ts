import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { openTestDatabase } from '../../testing/databases.js';
import { criteriaOf } from './criteria.js';
import { orgDataVersion, VersionedMemo } from './memo.js';
import { OrgSearch } from './search-repo.js';
import { FIRST_PAGE, seedDirectory } from './test-fixtures.js';
import { SqliteVersions } from './version-sqlite.js';

describe('SqliteVersions', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-org-versions-'));
  let database: Database;
  let versions: SqliteVersions;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;

  beforeAll(async () => {
    database = openDatabase({ sqliteFile: path.join(dir, 'innoweb.db') });
    await migrateToLatest(database);
    ids = await seedDirectory(database.db);
    const opened = await SqliteVersions.open(database.db, Fastify().log);
    if (!opened) throw new Error('no connection of its own');
    versions = opened;
  });
  afterAll(async () => {
    await versions.stop();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the same versions as the shared connection, and sees its commits at once', async () => {
    expect(versions.current(1)).toBe(await orgDataVersion(database.db, 1));
    expect(versions.current(99)).toBe(0);
    const search = new OrgSearch(database.db, 'sqlite', new VersionedMemo(), versions);
    const before = versions.current(1)!;
    expect((await search.list(1, criteriaOf({ search: '量子' }), FIRST_PAGE)).rows).toEqual([]);

    await database.db.updateTable('orgs').set({ simplename: '量子鼎策' }).where('id', '=', ids.A).execute();
    expect(versions.current(1)).toBeGreaterThan(before);
    expect(
      (await search.list(1, criteriaOf({ search: '量子' }), FIRST_PAGE)).rows.map((r) => r.id),
    ).toEqual([ids.A]);
  });

  it('is not used for in-memory databases', async () => {
    const memory = await openTestDatabase('sqlite');
    try {
      expect(await SqliteVersions.open(memory.db, Fastify().log)).toBeNull();
    } finally {
      await memory.dispose();
    }
  });
});
