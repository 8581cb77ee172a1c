import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import { DEMO_ACTIVITY_COUNTS } from './activities.js';

describeEachDialect('demo activities (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 120, (seeded) => (db = seeded));

  it('gives both parks activities in every state, past, open and full, with sign-ups of their own park within the places', async () => {
    const all = await db.selectFrom('activity_activities').selectAll().execute();
    const now = today.at(0);
    for (const [tenant, count] of [
      [1, DEMO_ACTIVITY_COUNTS.defaultPark],
      [2, DEMO_ACTIVITY_COUNTS.secondPark],
    ] as const) {
      const mine = all.filter((a) => a.tenant_id === tenant);
      expect(mine).toHaveLength(count);
      expect(new Set(mine.map((a) => a.status))).toEqual(new Set(['DRAFT', 'PUBLISHED', ...(tenant === 1 ? ['WITHDRAWN'] : [])]));
      const published = mine.filter((a) => a.status === 'PUBLISHED');
      expect(published.some((a) => a.end_at < now)).toBe(true);
      expect(published.some((a) => a.deadline > now && a.enrolled < a.capacity)).toBe(true);
      expect(published.some((a) => a.deadline > now && a.enrolled === a.capacity)).toBe(true);
      expect(mine.some((a) => a.high_tech === 1)).toBe(true);
      expect(published.filter((a) => a.end_at < now).every((a) => a.checkin_code !== null)).toBe(true);
    }
    const enrolls = await db
      .selectFrom('activity_enrolls')
      .innerJoin('users', 'users.id', 'activity_enrolls.user_id')
      .select(['activity_enrolls.activity_id', 'activity_enrolls.tenant_id', 'activity_enrolls.checked_in_at', 'users.tenant_id as user_tenant'])
      .execute();
    for (const a of all) {
      const rows = enrolls.filter((e) => e.activity_id === a.id);
      expect(rows).toHaveLength(a.enrolled);
      expect(a.enrolled).toBeLessThanOrEqual(a.capacity);
      expect(a.deadline < a.start_at && a.start_at < a.end_at).toBe(true);
      expect(rows.every((e) => e.tenant_id === a.tenant_id && e.user_tenant === a.tenant_id)).toBe(true);
      // Past events: some came, some did not; no one checked in to one still to come.
      if (a.end_at < now && rows.length >= 5) expect(new Set(rows.map((e) => e.checked_in_at === null))).toEqual(new Set([true, false]));
      if (a.start_at > now) expect(rows.every((e) => e.checked_in_at === null)).toBe(true);
    }
  });
});
