import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { APPEAL_STATE_LIST, categoryOf, dueAtFor } from '../../../../common/appeal.js';
import { describeEachDialect, openTestDatabase } from '../../../testing/databases.js';
import { SEEDED_AT as NOW, seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import type { DB } from '../../../db/schema.js';
import { seedDay } from '../../../db/seed/seed-day.js';
import { DEMO_APPEAL_COUNTS } from './appeals.js';
import { seedDemo } from '../../../db/seed/index.js';

describeEachDialect('demo departments and appeals (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 20, (seeded) => (db = seeded));

  const appeals = () => db.selectFrom('appeals').selectAll().orderBy('id').execute();

  it('assigns appeals to the departments the organisation chart seeded, each category’s usual one existing in both parks', async () => {
    const depts = await db.selectFrom('departments').selectAll().orderBy('id').execute();
    for (const tenantId of [1, 2]) {
      const names = depts.filter((d) => d.tenant_id === tenantId).map((d) => d.name);
      const bureau = depts.find((d) => d.tenant_id === tenantId && d.name === '企业服务局')!;
      expect(depts.filter((d) => d.parent_id === bureau.id).map((d) => d.name)).toEqual(
        expect.arrayContaining(['政策兑现科', '企业服务中心']),
      );
      // Every category's usual department exists, so the assignment picker can suggest it.
      const own = (await appeals()).filter((a) => a.tenant_id === tenantId);
      for (const appeal of own) expect(names).toContain(categoryOf(appeal.category)!.department);
      const assigned = own.flatMap((a) => (a.department_id === null ? [] : [a.department_id]));
      expect(assigned.every((id) => depts.some((d) => d.id === id && d.tenant_id === tenantId))).toBe(true);
    }
  });

  it('seeds appeals in every state for both parks, before the seeding day, with deadlines from their category', async () => {
    const all = await appeals();
    for (const tenantId of [1, 2] as const) {
      const own = all.filter((a) => a.tenant_id === tenantId);
      expect(own).toHaveLength(DEMO_APPEAL_COUNTS[tenantId]);
      expect(new Set(own.map((a) => a.state))).toEqual(new Set(APPEAL_STATE_LIST));
    }
    for (const a of all) {
      expect(a.created_at < today.at(0)).toBe(true);
      expect(a.updated_at <= today.at(0)).toBe(true);
      expect(a.due_at).toBe(dueAtFor(a.created_at, a.category));
      if (a.state === 'SUBMITTED') expect(a.department_id).toBeNull();
      else if (a.state !== 'REJECTED') expect(a.department_id).not.toBeNull();
      if (a.state === 'REJECTED') expect(a.reason.length).toBeGreaterThan(5);
      if (a.state === 'REPLIED' || a.state === 'CLOSED') expect(a.reply.length).toBeGreaterThan(5);
      if (a.state === 'CLOSED') expect(a.rating !== null || a.reason !== '').toBe(true);
    }
  });

  it('leaves open appeals mostly in time on the seeding day, a few due soon and a few overdue', async () => {
    const counts = standingsOn(await appeals(), NOW);
    // Park 1 has 12 open appeals, park 2 has 4: one in six due today or tomorrow, one in six overdue.
    expect(counts.get(1)).toEqual({ inTime: 8, dueSoon: 2, overdue: 2 });
    expect(counts.get(2)).toEqual({ inTime: 2, dueSoon: 1, overdue: 1 });
  });

  it('has the demo enterprise user file and rate some of its own; officers file the rest on behalf', async () => {
    const user = await db
      .selectFrom('users')
      .select(['id', 'org_id'])
      .where('phone', '=', '13800000003')
      .executeTakeFirstOrThrow();
    const own = (await appeals()).filter((a) => a.submitter_id === user.id);
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(own.every((a) => a.org_id === user.org_id && a.on_behalf === 0)).toBe(true);
    expect(new Set(own.map((a) => a.state)).size).toBeGreaterThanOrEqual(3);
    // Different matters, not the same text twice.
    expect(new Set(own.map((a) => a.title)).size).toBe(own.length);
    const rated = (await appeals()).filter((a) => a.rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect((await appeals()).filter((a) => a.on_behalf === 1).length).toBeGreaterThan(20);
  });

  it('gives the demo 诉求专员 (本部门及以下, 企业服务科) appeals of its section to handle, and leaves it others', async () => {
    const clerk = await db
      .selectFrom('users')
      .innerJoin('staff', 'staff.user_id', 'users.id')
      .innerJoin('departments', 'departments.id', 'staff.dept_id')
      .select(['users.id', 'users.tenant_id', 'staff.dept_id', 'departments.name'])
      .where('users.phone', '=', '13800000006')
      .executeTakeFirstOrThrow();
    expect(clerk.name).toBe('企业服务科');
    const own = (await appeals()).filter((a) => a.tenant_id === clerk.tenant_id);
    const inSection = own.filter((a) => a.department_id === clerk.dept_id);
    expect(inSection.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inSection.map((a) => a.state)).size).toBeGreaterThanOrEqual(2);
    expect(inSection.some((a) => a.replier_id === clerk.id)).toBe(true);
    // Most of the park's queue is with other departments, or still waits to be assigned.
    expect(own.length - inSection.length).toBeGreaterThan(20);
  });

  it('writes a timeline that walks the state machine for every appeal', async () => {
    const events = await db.selectFrom('appeal_events').selectAll().orderBy('id').execute();
    for (const a of await appeals()) {
      const steps = events.filter((e) => e.appeal_id === a.id);
      expect(steps[0]).toMatchObject({
        action: 'SUBMIT',
        state_from: null,
        state_to: 'SUBMITTED',
        actor_id: a.submitter_id,
      });
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i]!.state_from).toBe(steps[i - 1]!.state_to);
        expect(steps[i]!.created_at >= steps[i - 1]!.created_at).toBe(true);
      }
      expect(steps[steps.length - 1]!.state_to).toBe(a.state);
    }
  });

  it('is identical on every run', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await seedDemo(other.db, { orgs: 20, now: NOW });
      const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ id: _id, ...rest }) => rest);
      expect(strip(await other.db.selectFrom('appeals').selectAll().orderBy('id').execute())).toEqual(
        strip(await appeals()),
      );
    } finally {
      await other.dispose();
    }
  });
});

type Row = { tenant_id: number; state: string; due_at: string };

/** Open appeals per park by how they stand at `now`: overdue, due within two days, or in time. */
function standingsOn(rows: Row[], now: number) {
  const counts = new Map<number, { inTime: number; dueSoon: number; overdue: number }>();
  for (const a of rows.filter((r) => r.state === 'SUBMITTED' || r.state === 'ASSIGNED')) {
    const c = counts.get(a.tenant_id) ?? { inTime: 0, dueSoon: 0, overdue: 0 };
    const left = Date.parse(a.due_at) - now;
    if (left < 0) c.overdue += 1;
    else if (left < 2 * 86_400_000) c.dueSoon += 1;
    else c.inTime += 1;
    counts.set(a.tenant_id, c);
  }
  return counts;
}

describe('demo appeals seeded on another day', () => {
  // Every day of a week, and a day a year and a half later: the spread holds, whatever the calendar.
  const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
  days.push('2028-05-17');
  it.each(days)(
    'keeps open appeals in time when seeded on %s, with dates that move with the day',
    async (day) => {
      const now = Date.parse(`${day}T06:30:00Z`);
      const database = await openTestDatabase('sqlite');
      try {
        await seedDemo(database.db, { orgs: 20, now });
        const rows = await database.db.selectFrom('appeals').selectAll().execute();
        const start = seedDay(now).at(0);
        expect(rows.every((a) => a.created_at < start && a.updated_at <= start)).toBe(true);
        // Filed within the last five months, not stuck in the year the demo was written.
        expect(rows.every((a) => a.created_at > seedDay(now).at(-160))).toBe(true);
        for (const c of standingsOn(rows, now).values()) {
          expect(c.overdue).toBeLessThanOrEqual(2);
          expect(c.inTime).toBeGreaterThanOrEqual(c.overdue + c.dueSoon);
        }
      } finally {
        await database.dispose();
      }
    },
  );
});
