import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { POLICY_LEVEL_KEYS } from '../../../../common/policy.js';
import { describeEachDialect, openTestDatabase } from '../../../testing/databases.js';
import { SEEDED_AT as NOW, seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import type { DB } from '../../../db/schema.js';
import { seedDemo } from '../../../db/seed/index.js';
import { DEMO_POLICY_COUNTS } from './policies.js';
import { DEMO_QUOTA_COUNT } from './policies-quotas.js';

const BASE_DAY = today.date(0);

describeEachDialect('demo policy library (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 20, (seeded) => (db = seeded));

  const policies = () => db.selectFrom('policies').selectAll().orderBy('id').execute();

  it('gives the default park at least 40 policies over every level and the second park at least 6', async () => {
    const all = await policies();
    const park1 = all.filter((p) => p.tenant_id === 1);
    const park2 = all.filter((p) => p.tenant_id === 2);
    expect(park1).toHaveLength(DEMO_POLICY_COUNTS.defaultPark);
    expect(park1.length).toBeGreaterThanOrEqual(40);
    expect(park2).toHaveLength(DEMO_POLICY_COUNTS.secondPark);
    expect(park2.length).toBeGreaterThanOrEqual(6);
    for (const level of POLICY_LEVEL_KEYS)
      expect(park1.filter((p) => p.level === level).length, level).toBeGreaterThanOrEqual(5);
    expect(new Set(park1.map((p) => p.title)).size).toBe(park1.length);
  });

  it('publishes most, with a few waiting and refused, some expired, most valid after the seeding day', async () => {
    const park1 = (await policies()).filter((p) => p.tenant_id === 1);
    const by = (s: string) => park1.filter((p) => p.state === s);
    expect(by('JOINT').length).toBeGreaterThan(park1.length * 0.8);
    expect(by('CHECK').length).toBeGreaterThanOrEqual(2);
    expect(by('CANCEL').length).toBeGreaterThanOrEqual(2);
    expect(by('CANCEL').every((p) => p.reason.length > 0 && p.reviewer_id !== null)).toBe(true);
    const expired = park1.filter((p) => p.end_date !== null && p.end_date < BASE_DAY);
    expect(expired.length).toBeGreaterThanOrEqual(2);
    const live = by('JOINT').filter(
      (p) => p.start_date <= BASE_DAY && (p.end_date === null || p.end_date >= BASE_DAY),
    );
    expect(live.length).toBeGreaterThan(park1.length * 0.7);
    for (const p of park1) {
      expect(p.content.length).toBeGreaterThan(50);
      expect(p.publish_date <= p.start_date || p.start_date > BASE_DAY).toBe(true);
      if (p.end_date) expect(p.end_date >= p.start_date).toBe(true);
    }
  });

  it('builds apply trees whose summaries agree with their awards, linked to the park’s own quotas', async () => {
    const [items, awards, links, quotas] = await Promise.all([
      db.selectFrom('policy_apply_items').selectAll().execute(),
      db.selectFrom('policy_apply_awards').selectAll().execute(),
      db
        .selectFrom('policy_condition_quotas')
        .innerJoin('policy_quotas', 'policy_quotas.id', 'policy_condition_quotas.quota_id')
        .select([
          'policy_condition_quotas.tenant_id as link_tenant',
          'policy_quotas.tenant_id as quota_tenant',
        ])
        .execute(),
      db.selectFrom('policy_quotas').select(['tenant_id', 'state']).execute(),
    ]);
    expect(quotas.filter((q) => q.tenant_id === 1)).toHaveLength(DEMO_QUOTA_COUNT);
    expect(quotas.filter((q) => q.tenant_id === 1).length).toBeGreaterThanOrEqual(20);
    expect(quotas.some((q) => q.state === 'DISABLE')).toBe(true);
    expect(links.every((l) => l.link_tenant === l.quota_tenant)).toBe(true);
    expect(items.some((i) => i.auto_grant === 1)).toBe(true);
    for (const p of await policies()) {
      const own = items.filter((i) => i.policy_id === p.id);
      expect(own.length, p.title).toBe(p.item_count);
      const sum = own.reduce(
        (s, i) => s + Math.max(0, ...awards.filter((a) => a.item_id === i.id).map((a) => Number(a.amount))),
        0,
      );
      expect(Number(p.max_award)).toBeCloseTo(sum, 2);
      expect(p.auto_grant).toBe(own.some((i) => i.auto_grant === 1) ? 1 : 0);
    }
  });

  it('records views only for published, unexpired policies, counted on the policy', async () => {
    const all = await policies();
    const views = await db.selectFrom('policy_views').select(['policy_id', 'tenant_id']).execute();
    for (const p of all) {
      const n = views.filter((v) => v.policy_id === p.id).length;
      expect(p.view_count, p.title).toBe(n);
      if (p.state !== 'JOINT') expect(n).toBe(0);
    }
    expect(views.length).toBeGreaterThan(100);
  });

  it('is deterministic', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await seedDemo(other.db, { orgs: 20, now: NOW });
      const rows = async (d: Kysely<DB>) => ({
        policies: (await d.selectFrom('policies').selectAll().orderBy('id').execute()).map(
          ({ author_id: _a, reviewer_id: _r, ...rest }) => rest,
        ),
        links: await d.selectFrom('policy_condition_quotas').selectAll().orderBy('id').execute(),
        views: await d
          .selectFrom('policy_views')
          .selectAll()
          .orderBy('policy_id')
          .orderBy('viewer')
          .execute(),
      });
      expect(await rows(other.db)).toEqual(await rows(db));
    } finally {
      await other.dispose();
    }
  });
});
