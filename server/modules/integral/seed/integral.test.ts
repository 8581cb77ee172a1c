import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { GUIDELINE_SYSTEM } from '../../../../common/integral/guideline.js';
import { systemProblem } from '../../../../common/integral/system-problem.js';
import type { DB } from '../../../db/schema.js';
import { seedDemo } from '../../../db/seed/index.js';
import { describeEachDialect, openTestDatabase } from '../../../testing/databases.js';
import { SEEDED_AT as NOW, seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import { revisedSystem } from './integral.js';

describeEachDialect('demo innovation score (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 160, (seeded) => (db = seeded));

  it('gives each park the last two completed years, the last one in two versions, all scored', async () => {
    const systems = await db.selectFrom('integral_systems').selectAll().orderBy('id').execute();
    for (const tenant of [1, 2]) {
      const mine = systems.filter((s) => s.tenant_id === tenant);
      expect(mine.map((s) => [s.year, s.version, s.status])).toEqual([
        [2024, 1, 'READY'],
        [2025, 1, 'READY'],
        [2025, 2, 'READY'],
      ]);
      expect(mine[2]?.based_on_id).toBe(mine[1]?.id);
      for (const s of mine) {
        expect(s.created_at < today.at(0)).toBe(true);
        expect(s.computed_at !== null && s.computed_at < today.at(0)).toBe(true);
      }
    }
    expect(systemProblem(revisedSystem(GUIDELINE_SYSTEM))).toBeNull();
  });

  it('covers most enterprises of the default park, fewer of the second, and every demo enterprise', async () => {
    const coverage = async (tenant: number) => {
      const orgs = await db
        .selectFrom('orgs')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('orgtype', '=', 'ORG')
        .execute();
      const last = await db
        .selectFrom('integral_systems')
        .select(['scored_count'])
        .where('tenant_id', '=', tenant)
        .where('year', '=', 2025)
        .where('version', '=', 2)
        .executeTakeFirstOrThrow();
      return last.scored_count / orgs.length;
    };
    const [first, second] = [await coverage(1), await coverage(2)];
    expect(first).toBeGreaterThan(0.75);
    expect(second).toBeLessThan(first);
    expect(second).toBeGreaterThan(0.3);
    const linked = await db
      .selectFrom('users')
      .innerJoin('orgs', 'orgs.id', 'users.org_id')
      .select(['orgs.id', 'orgs.setup_date'])
      .where('orgs.orgtype', '=', 'ORG')
      .execute();
    expect(linked.length).toBeGreaterThan(0);
    for (const { id, setup_date } of linked) {
      const years = await db
        .selectFrom('integral_scores')
        .select('year')
        .distinct()
        .where('org_id', '=', id)
        .execute();
      // Both years, unless it was set up after the first.
      const expected = [2024, 2025].filter((year) => Number(setup_date.slice(0, 4)) <= year);
      expect(years.map((y) => y.year).sort()).toEqual(expected);
    }
    const late = await db
      .selectFrom('integral_values')
      .select('approved_at')
      .where('approved_at', '>=', today.at(0))
      .execute();
    expect(late).toEqual([]);
  });

  it('spreads the scores as a real park’s: all three stages, a wide range, some data missing', async () => {
    const scores = await db
      .selectFrom('integral_scores')
      .innerJoin('integral_systems', 'integral_systems.id', 'integral_scores.system_id')
      .select([
        'integral_scores.total',
        'integral_scores.stage',
        'integral_scores.missing_count',
        'integral_scores.park_rank',
      ])
      .where('integral_systems.tenant_id', '=', 1)
      .where('integral_systems.year', '=', 2025)
      .where('integral_systems.version', '=', 2)
      .orderBy('integral_scores.park_rank')
      .execute();
    const totals = scores.map((s) => Number(s.total));
    expect(Math.max(...totals)).toBeLessThanOrEqual(100);
    expect(Math.max(...totals) - Math.min(...totals)).toBeGreaterThan(30);
    expect(new Set(scores.map((s) => s.stage))).toEqual(new Set(['STARTUP', 'GROWTH', 'MATURE']));
    expect(scores.some((s) => s.missing_count > 0)).toBe(true);
    expect(scores.filter((s) => s.missing_count > 0).length).toBeLessThan(scores.length / 3);
    expect(scores[0]?.park_rank).toBe(1);
    // Ranks follow the totals.
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it.runIf(dialect === 'sqlite')('is the same on every run of the same day', async () => {
    const again = await openTestDatabase('sqlite');
    try {
      await seedDemo(again.db, { orgs: 160, now: NOW });
      const read = (d: Kysely<DB>) =>
        d
          .selectFrom('integral_scores')
          .select(['system_id', 'org_id', 'total', 'breakdown', 'computed_at'])
          .orderBy('id')
          .execute();
      expect(await read(again.db)).toEqual(await read(db));
    } finally {
      await again.dispose();
    }
  });
});
