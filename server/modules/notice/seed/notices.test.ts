import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { sanitizeBody } from '../sanitize.js';
import { NOTICE_TYPES } from '../../../../common/notice/contract.js';
import { describeEachDialect, openTestDatabase } from '../../../testing/databases.js';
import { SEEDED_AT as NOW, seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import type { DB } from '../../../db/schema.js';
import { seedDemo } from '../../../db/seed/index.js';
import { DEMO_NOTICE_COUNTS, noticeDay } from './notices.js';

describeEachDialect('demo notices (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 20, (seeded) => (db = seeded));

  const rows = () => db.selectFrom('notices').selectAll().orderBy('id').execute();

  it('gives about 30 notices to the default park and 6 to the second, over the four types', async () => {
    const all = await rows();
    const park1 = all.filter((n) => n.tenant_id === 1);
    const park2 = all.filter((n) => n.tenant_id === 2);
    expect(park1).toHaveLength(DEMO_NOTICE_COUNTS.defaultPark);
    expect(park1.length).toBeGreaterThanOrEqual(28);
    expect(park2).toHaveLength(DEMO_NOTICE_COUNTS.secondPark);
    expect(park2.length).toBeGreaterThanOrEqual(5);
    for (const type of NOTICE_TYPES) expect(park1.filter((n) => n.type === type).length).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((n) => n.type))).toEqual(new Set(NOTICE_TYPES));
  });

  it('mostly publishes, with a few waiting and rejected, two pinned in the default park', async () => {
    const park1 = (await rows()).filter((n) => n.tenant_id === 1);
    const by = (s: string) => park1.filter((n) => n.status === s);
    expect(by('JOINT').length).toBeGreaterThan(park1.length * 0.75);
    expect(by('CHECK').length).toBeGreaterThan(0);
    expect(by('CANCEL').every((n) => n.reason.length > 0)).toBe(true);
    expect(by('CANCEL').length).toBeGreaterThan(0);
    expect(park1.filter((n) => n.pinned === 1)).toHaveLength(2);
    for (const n of by('JOINT')) {
      expect(n.published_at! < today.at(0)).toBe(true);
      expect(n.publisher_id).not.toBeNull();
    }
    for (const n of [...by('CHECK'), ...by('CANCEL')]) expect([n.published_at, n.views]).toEqual([null, 0]);
  });

  it('stores only bodies the allow-list leaves unchanged, with summaries', async () => {
    for (const n of await rows()) {
      expect(sanitizeBody(n.body).html).toBe(n.body);
      expect(n.summary.length).toBeGreaterThan(10);
      expect(n.title.length).toBeLessThanOrEqual(100);
    }
  });

  it('names only years around the one it is seeded in, whichever year that is', async () => {
    const later = await openTestDatabase(dialect);
    try {
      const seeded = Date.UTC(2031, 5, 15, 6, 30);
      await seedDemo(later.db, { orgs: 20, now: seeded });
      const notices = await later.db.selectFrom('notices').select(['title', 'body', 'published_at']).execute();
      const years = notices.flatMap((n) => [...`${n.title}${n.body}`.matchAll(/(20\d\d)年/g)].map((m) => Number(m[1])));
      expect(years.length).toBeGreaterThan(5);
      for (const year of years) expect(year).toBeGreaterThanOrEqual(2030);
      for (const year of years) expect(year).toBeLessThanOrEqual(2032);
    } finally {
      await later.dispose();
    }
  });

  it('is deterministic', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await seedDemo(other.db, { orgs: 20, now: NOW });
      const strip = (list: Awaited<ReturnType<typeof rows>>) => list.map(({ author_id: _a, publisher_id: _p, ...rest }) => rest);
      expect(strip(await other.db.selectFrom('notices').selectAll().orderBy('id').execute())).toEqual(strip(await rows()));
    } finally {
      await other.dispose();
    }
  });
});

it('writes deadlines and event times from the day of the notice', () => {
  const day = Math.floor(Date.UTC(2026, 11, 20) / 86_400_000);
  const d = noticeDay(day);
  expect(d.year).toBe(2026);
  expect(d.on(5)).toBe('12月25日');
  expect(d.on(20)).toBe('2027年1月9日');
  expect(d.period(0)).toBe('12月中旬');
  expect(d.period(3)).toBe('12月下旬');
  expect(d.period(15)).toBe('2027年1月上旬');
});
