import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { phaseOf } from '../dates.js';
import { describeEachDialect, openTestDatabase } from '../../../testing/databases.js';
import { SEEDED_AT as NOW, seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import type { DB } from '../../../db/schema.js';
import { seedDemo } from '../../../db/seed/index.js';

describeEachDialect('demo declarations (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 20, (seeded) => (db = seeded));

  const declarations = () => db.selectFrom('declarations').selectAll().orderBy('id').execute();
  const applications = () =>
    db
      .selectFrom('declare_applications as a')
      .leftJoin('declare_landings as l', 'l.application_id', 'a.id')
      .select(['a.id', 'a.tenant_id', 'a.declaration_id', 'a.org_id', 'a.state', 'a.reason', 'l.amount'])
      .orderBy('a.id')
      .execute();

  it('opens several declarations in the default park over its own policies, closes some, and gives park 2 its own', async () => {
    const all = await declarations();
    const park1 = all.filter((d) => d.tenant_id === 1);
    const phases = park1.map((d) => phaseOf(d.start_date, d.end_date, today.date(0)));
    expect(phases.filter((p) => p === 'OPEN').length).toBeGreaterThanOrEqual(4);
    expect(phases.filter((p) => p === 'CLOSED').length).toBeGreaterThanOrEqual(2);
    const park2 = all.filter((d) => d.tenant_id === 2);
    expect(park2.length).toBeGreaterThanOrEqual(1);
    expect(park2.length).toBeLessThanOrEqual(2);
    for (const d of all) {
      const item = await db
        .selectFrom('policy_apply_items')
        .select(['tenant_id', 'policy_id'])
        .where('id', '=', d.apply_item_id)
        .executeTakeFirstOrThrow();
      expect(item).toEqual({ tenant_id: d.tenant_id, policy_id: d.policy_id });
      const materials = await db.selectFrom('declaration_materials').selectAll().where('declaration_id', '=', d.id).execute();
      expect(materials.some((m) => m.required === 1)).toBe(true);
      expect(d.content.length).toBeGreaterThan(50);
    }
    expect(new Set(park1.map((d) => d.title)).size).toBe(park1.length);
  });

  it('has applications in every state, passed ones with and without landing, reasons where refused', async () => {
    const park1 = (await applications()).filter((a) => a.tenant_id === 1);
    for (const state of ['TOSUBMIT', 'TOAUDIT', 'PASS', 'FAIL', 'BACK']) expect(park1.some((a) => a.state === state)).toBe(true);
    expect(park1.some((a) => a.state === 'PASS' && a.amount !== null)).toBe(true);
    expect(park1.some((a) => a.state === 'PASS' && a.amount === null)).toBe(true);
    expect(park1.filter((a) => a.amount !== null).every((a) => a.state === 'PASS')).toBe(true);
    for (const a of park1.filter((x) => x.state === 'FAIL' || x.state === 'BACK')) expect(a.reason.length).toBeGreaterThan(4);
    const trails = await db.selectFrom('audit_logs').select(['subject_id', 'action']).where('subject_type', '=', 'declare_application').execute();
    for (const a of park1) expect(trails.filter((t) => t.subject_id === a.id)[0]?.action).toBe('START');
    // Every application belongs to an enterprise of its own park.
    for (const a of await applications()) {
      const org = await db.selectFrom('orgs').select(['tenant_id', 'orgtype']).where('id', '=', a.org_id).executeTakeFirstOrThrow();
      expect(org).toEqual({ tenant_id: a.tenant_id, orgtype: 'ORG' });
    }
  });

  it('leaves the demo enterprise user open declarations to start, besides its own applications', async () => {
    const user = await db.selectFrom('users').select('org_id').where('tenant_id', '=', 1).where('phone', '=', '13800000003').executeTakeFirstOrThrow();
    const mine = (await applications()).filter((a) => a.org_id === user.org_id);
    expect(new Set(mine.map((a) => a.state))).toEqual(new Set(['BACK', 'TOAUDIT', 'PASS']));
    const applied = new Set(mine.map((a) => a.declaration_id));
    const startable = (await declarations()).filter((d) => d.tenant_id === 1 && phaseOf(d.start_date, d.end_date, today.date(0)) === 'OPEN' && !applied.has(d.id));
    expect(startable.length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await seedDemo(other.db, { orgs: 20, now: NOW });
      const strip = (rows: Awaited<ReturnType<typeof declarations>>) => rows.map(({ creator_id: _c, ...rest }) => rest);
      expect(strip(await other.db.selectFrom('declarations').selectAll().orderBy('id').execute())).toEqual(strip(await declarations()));
      const states = (d: Kysely<DB>) => d.selectFrom('declare_applications').select(['declaration_id', 'state', 'project_name', 'updated_at']).orderBy('id').execute();
      expect(await states(other.db)).toEqual(await states(db));
    } finally {
      await other.dispose();
    }
  });
});
