import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { criteriaOf } from './criteria.js';
import { VersionedMemo } from './memo.js';
import { OrgSearch } from './search-repo.js';
import { sqliteCount, sqlitePageIds } from './search-sqlite.js';
import { MAX_EXPANSION } from './search-text.js';
import { orgRow, postAs, seedDirectory, SAMPLES } from './test-fixtures.js';

/** More orgs than one page or one batch, and a character that starts more trigrams than the index ORs. */
const MANY = MAX_EXPANSION * 2 + 2;

describeEachDialect('organisation search beyond one page (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await seedDirectory(t.database.db);
    const rows = Array.from({ length: MANY }, (_, i) =>
      orgRow(
        1,
        {
          ...SAMPLES.B,
          // 鑫 followed by a different character each time: MANY distinct trigrams start with 鑫.
          fullname: `杭州鑫${String.fromCharCode(0x4e00 + i)}贸易有限公司`,
          simplename: `鑫${i}`,
          credit_code: `91330108MA${String(i).padStart(8, '0')}`,
        },
        100 + i,
      ),
    );
    await t.database.db.insertInto('orgs').values(rows).execute();
  });
  afterAll(() => t.close());

  it('finds a single character that starts many trigrams (from the occurrences in the index on SQLite)', async () => {
    const all = (await postAs(t, '/api/parkboot/v2/org/listEsOrg', { search: '鑫' })).json().data;
    expect(all.total).toBe(MANY);
    expect(all.list).toHaveLength(MANY);
    const page = (
      await postAs(t, '/api/parkboot/v2/org/listEsOrg', { search: '鑫', size: 100, pagenum: 2 })
    ).json().data;
    expect(page.total).toBe(MANY);
    expect(page.list.map((o: { id: number }) => o.id)).toEqual(
      all.list.slice(100).map((o: { id: number }) => o.id),
    );
    const both = (await postAs(t, '/api/parkboot/v2/org/countEsOrg', { search: '鑫 贸易 0000001' })).json()
      .data;
    // Codes …00000001 and …00000010 to …00000019.
    expect(both.count).toBe(11);
  });

  it.runIf(dialect === 'sqlite')('finds the same by the occurrences in the index as by LIKE', async () => {
    const db = t.database.db;
    const criteria = criteriaOf({ registstatus: ['在业'] });
    const page = { limit: 500 };
    const wide = { match: null, wide: ['鑫'], scan: [], impossible: false };
    const scan = { match: null, wide: [], scan: ['鑫'], impossible: false };
    expect(await sqliteCount(db, 1, criteria, scan)).toBe(MANY);
    expect(await sqliteCount(db, 1, criteria, wide)).toBe(MANY);
    expect(await sqlitePageIds(db, 1, criteria, scan, page)).toEqual(
      await sqlitePageIds(db, 1, criteria, wide, page),
    );
  });

  it('reads every match in batches for the export, newest first, without gaps or repeats', async () => {
    const search = new OrgSearch(t.database.db, t.database.dialect, new VersionedMemo());
    for (const payload of [
      {},
      { search: '鑫' },
      { search: '贸易' },
      { search: '贸易', registstatus: ['在业'] },
    ]) {
      const ids: number[] = [];
      for await (const batch of search.batches(1, criteriaOf(payload), 7))
        ids.push(...batch.map((r) => r.id));
      const listed = (await postAs(t, '/api/parkboot/v2/org/listEsOrg', payload))
        .json()
        .data.list.map((o: { id: number }) => o.id);
      expect(ids).toEqual(listed);
      expect(ids.length).toBeGreaterThan(MANY - 1);
    }
  });
});
