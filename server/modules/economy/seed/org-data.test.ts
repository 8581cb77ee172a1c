import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { INDICATOR_TYPES } from '../../../../common/economy/catalog.js';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { withSeededDemo } from '../../../testing/seeded.js';

describeEachDialect('enterprise economic data demo (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 60, (d) => {
    db = d;
  });

  /** Reporters of a type in a park that reported any of its indicators in a month. */
  async function reportedIn(tenant: number, type: (typeof INDICATOR_TYPES)[number], year: number, month: number) {
    const rows = await db
      .selectFrom('economy_org_data as d')
      .innerJoin('economy_indicators as i', 'i.id', 'd.indicator_id')
      .select('d.org_id')
      .distinct()
      .where('d.tenant_id', '=', tenant)
      .where('i.type', '=', type)
      .where('d.year', '=', year)
      .where('d.month', '=', month)
      .execute();
    return rows.length;
  }

  it('both parks: every type has a 报送名单, last month has gaps, earlier months are complete', async () => {
    // Seeded on 2026-11-24: last month is October, a year before is October 2025.
    const lists = await db.selectFrom('economy_reporters').select(['tenant_id', 'type', 'org_id']).execute();
    for (const tenant of [1, 2])
      for (const type of INDICATOR_TYPES) {
        const reporters = lists.filter((r) => r.tenant_id === tenant && r.type === type);
        expect(reporters.length).toBeGreaterThanOrEqual(10);
        const october = await reportedIn(tenant, type, 2026, 10);
        expect(october).toBeGreaterThan(0);
        expect(october).toBeLessThan(reporters.length);
        expect(await reportedIn(tenant, type, 2026, 5)).toBe(reporters.length);
        expect(await reportedIn(tenant, type, 2025, 10)).toBe(reporters.length);
        expect(await reportedIn(tenant, type, 2026, 11)).toBe(0);
      }
  });

  it('figures are cumulative: a month is above the one before, for the enabled reported indicators only', async () => {
    const output = await db
      .selectFrom('economy_indicators')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('code', '=', 'output')
      .executeTakeFirstOrThrow();
    const values = await db
      .selectFrom('economy_org_data')
      .select(['org_id', 'month', 'value'])
      .where('indicator_id', '=', output.id)
      .where('year', '=', 2026)
      .where('month', 'in', [4, 5])
      .orderBy('org_id')
      .orderBy('month')
      .execute();
    expect(values.length).toBeGreaterThan(0);
    for (let i = 0; i + 1 < values.length; i += 2) expect(values[i + 1]!.value).toBeGreaterThan(values[i]!.value);
    const disabled = await db
      .selectFrom('economy_org_data as d')
      .innerJoin('economy_indicators as i', 'i.id', 'd.indicator_id')
      .select('d.id')
      .where('i.enabled', '=', 0)
      .execute();
    expect(disabled).toEqual([]);
  });
});
