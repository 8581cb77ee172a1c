import { expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/databases.js';
import { seedDemo } from './index.js';
import { dayOf, seedDay } from './seed-day.js';

it('answers dates and timestamps counted from the start of the seeding day (UTC)', () => {
  const today = seedDay(Date.UTC(2026, 10, 24, 23, 59));
  expect(today.day).toBe(dayOf('2026-11-24'));
  expect(today.at(0)).toBe('2026-11-24T00:00:00.000Z');
  expect(today.at(-1, 9 * 3600)).toBe('2026-11-23T09:00:00.000Z');
  expect(today.date(38)).toBe('2027-01-01');
  expect(today.year()).toBe(2026);
  expect(today.year(38)).toBe(2027);
});

it('moves every demo date with the seeding day', async () => {
  const snapshot = async (now: number) => {
    const database = await openTestDatabase('sqlite');
    try {
      await seedDemo(database.db, { orgs: 20, now });
      const { db } = database;
      return {
        notices: (await db.selectFrom('notices').select('published_at').orderBy('id').execute()).map(
          (n) => n.published_at,
        ),
        policies: await db
          .selectFrom('policies')
          .select(['publish_date', 'start_date', 'end_date', 'created_at'])
          .orderBy('id')
          .execute(),
        declarations: await db
          .selectFrom('declarations')
          .select(['start_date', 'created_at'])
          .where('name', 'like', '%常年受理%')
          .orderBy('id')
          .execute(),
        applications: (
          await db.selectFrom('declare_applications').select('submitted_at').orderBy('id').execute()
        ).map((a) => a.submitted_at),
        certifications: (
          await db.selectFrom('org_applications').select('created_at').orderBy('id').execute()
        ).map((a) => a.created_at),
        orgs: (await db.selectFrom('orgs').select('created_at').orderBy('id').execute()).map(
          (o) => o.created_at,
        ),
      };
    } finally {
      await database.dispose();
    }
  };
  const shift = 400;
  const first = await snapshot(Date.UTC(2026, 10, 24, 6));
  const later = await snapshot(Date.UTC(2026, 10, 24 + shift, 6));
  const moved = (value: string | null) => {
    if (value === null) return null;
    const date = new Date(
      Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) + shift * 86_400_000,
    ).toISOString();
    return value.length === 10 ? date.slice(0, 10) : date;
  };
  expect(later.notices).toEqual(first.notices.map(moved));
  expect(later.policies).toEqual(
    first.policies.map((p) => ({
      publish_date: moved(p.publish_date),
      start_date: moved(p.start_date),
      end_date: moved(p.end_date),
      created_at: moved(p.created_at),
    })),
  );
  expect(later.declarations).toEqual(
    first.declarations.map((d) => ({ start_date: moved(d.start_date), created_at: moved(d.created_at) })),
  );
  expect(later.applications).toEqual(first.applications.map(moved));
  expect(later.certifications).toEqual(first.certifications.map(moved));
  // Orgs joined the platform before the seeding day: the newest of them recently.
  const newest = (orgs: string[]) => orgs.reduce((a, b) => (a > b ? a : b));
  expect(newest(first.orgs) < '2026-11-24').toBe(true);
  expect(newest(later.orgs) > newest(first.orgs)).toBe(true);
  expect(newest(later.orgs) < seedDay(Date.UTC(2026, 10, 24 + shift)).at(0)).toBe(true);
});
