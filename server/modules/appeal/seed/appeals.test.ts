import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPEAL_STATE_LIST, categoryOf, dueAtFor } from '../../../../common/appeal.js';
import { describeEachDialect, openTestDatabase, type TestDatabase } from '../../../testing/databases.js';
import type { DB } from '../../../db/schema.js';
import { SEED_BASE_ISO } from '../../../db/seed/base-date.js';
import { DEMO_APPEAL_COUNTS } from './appeals.js';
import { DEMO_DEPARTMENTS } from './departments.js';
import { seedDemo } from '../../../db/seed/index.js';

describeEachDialect('demo departments and appeals (%s)', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    db = database.db;
    await seedDemo(db, { orgs: 20 });
  });
  afterAll(() => database?.dispose());

  const appeals = () => db.selectFrom('appeals').selectAll().orderBy('id').execute();

  it('gives each park the same departments, sections under their bureau', async () => {
    const depts = await db.selectFrom('departments').selectAll().orderBy('id').execute();
    const names = DEMO_DEPARTMENTS.flatMap((d) => [d.name, ...(d.children ?? [])]);
    for (const tenantId of [1, 2]) {
      const own = depts.filter((d) => d.tenant_id === tenantId);
      expect(own.map((d) => d.name).sort()).toEqual([...names].sort());
      const bureau = own.find((d) => d.name === '企业服务局')!;
      expect(own.filter((d) => d.parent_id === bureau.id).map((d) => d.name)).toEqual([
        '政策兑现科',
        '企业服务中心',
      ]);
    }
    // Every category's usual department exists, so the assignment picker can suggest it.
    for (const appeal of await appeals()) expect(names).toContain(categoryOf(appeal.category)!.department);
  });

  it('seeds appeals in every state for both parks, all before the base date, with deadlines from their category', async () => {
    const all = await appeals();
    for (const tenantId of [1, 2] as const) {
      const own = all.filter((a) => a.tenant_id === tenantId);
      expect(own).toHaveLength(DEMO_APPEAL_COUNTS[tenantId]);
      expect(new Set(own.map((a) => a.state))).toEqual(new Set(APPEAL_STATE_LIST));
    }
    for (const a of all) {
      expect(a.created_at < SEED_BASE_ISO).toBe(true);
      expect(a.updated_at <= SEED_BASE_ISO).toBe(true);
      expect(a.due_at).toBe(dueAtFor(a.created_at, a.category));
      if (a.state === 'SUBMITTED') expect(a.department_id).toBeNull();
      else if (a.state !== 'REJECTED') expect(a.department_id).not.toBeNull();
      if (a.state === 'REJECTED') expect(a.reason.length).toBeGreaterThan(5);
      if (a.state === 'REPLIED' || a.state === 'CLOSED') expect(a.reply.length).toBeGreaterThan(5);
      if (a.state === 'CLOSED') expect(a.rating !== null || a.reason !== '').toBe(true);
    }
    // At the base date some open appeals are overdue and some are not.
    const open = all.filter((a) => a.state === 'SUBMITTED' || a.state === 'ASSIGNED');
    expect(open.some((a) => a.due_at < SEED_BASE_ISO)).toBe(true);
    expect(open.some((a) => a.due_at > SEED_BASE_ISO)).toBe(true);
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
      await seedDemo(other.db, { orgs: 20 });
      const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ id: _id, ...rest }) => rest);
      expect(strip(await other.db.selectFrom('appeals').selectAll().orderBy('id').execute())).toEqual(
        strip(await appeals()),
      );
    } finally {
      await other.dispose();
    }
  });
});
