import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { ACHIEVEMENT_TYPES } from '../../../../common/integral/quality/contract.js';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import { qualityBasis } from './dir.js';
import { reservePage } from './reserve.js';

describeEachDialect('demo quality directory, reserve pool and achievements (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 160, (seeded) => (db = seeded));

  it('sets both parks a threshold for each year: a round score line for the default park’s last year', async () => {
    const rows = await db.selectFrom('integral_quality_thresholds').selectAll().orderBy('tenant_id').orderBy('year').execute();
    expect(rows.map((r) => [r.tenant_id, r.year, r.mode])).toEqual([
      [1, 2024, 'TOP'],
      [1, 2025, 'SCORE'],
      [2, 2024, 'TOP'],
      [2, 2025, 'TOP'],
    ]);
    const line = Number(rows[1]!.value);
    expect(line % 5).toBe(0);
    const { threshold } = await qualityBasis(db, 1, 2025);
    // About a sixth of the scored enterprises are in the directory.
    expect(threshold.qualifiedCount).toBeGreaterThan(threshold.scoredCount * 0.1);
    expect(threshold.qualifiedCount).toBeLessThan(threshold.scoredCount * 0.35);
  });

  it('keeps enough enterprises in each park’s reserve window, each with moves', async () => {
    for (const tenant of [1, 2]) {
      const pool = await reservePage(db, tenant, {}, { pagenum: 1, size: 100 });
      expect(pool.total).toBeGreaterThanOrEqual(tenant === 1 ? 8 : 3);
      for (const item of pool.list) {
        expect(item.gap).toBeGreaterThan(0);
        expect(item.gap).toBeLessThanOrEqual(10);
        expect(item.moves.length).toBeGreaterThan(0);
      }
    }
  });

  it('records achievements of every type in both parks, dated before the seeding day', async () => {
    const rows = await db.selectFrom('integral_achievements').selectAll().execute();
    for (const tenant of [1, 2]) {
      const mine = rows.filter((r) => r.tenant_id === tenant);
      expect(new Set(mine.map((r) => r.type))).toEqual(new Set(ACHIEVEMENT_TYPES));
      for (const r of mine) {
        expect(r.achieved_on < today.date(0)).toBe(true);
        if (r.type === 'LOAN' || r.type === 'POLICY') expect(Number(r.amount)).toBeGreaterThan(0);
      }
    }
  });
});
