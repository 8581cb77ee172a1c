import type { Kysely } from 'kysely';
import { GUIDELINE_SYSTEM } from '../../../../common/integral/guideline.js';
import type { IntegralField, SystemDefinition } from '../../../../common/integral/model.js';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import { dayOf, isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import { computeSystem } from '../compute.js';
import { demoEnterprises, demoFigures } from './figures.js';

/**
 * The demo innovation score of both parks: approved figures of the last two completed years for
 * most enterprises (85% of the default park's, 55% of the second park's; every enterprise a demo
 * account belongs to), the guideline's system for each year, and for the last year a second
 * version with stricter R&D-intensity bands, so versions and their results can be compared. All
 * versions are scored here; dates count from the seeding day.
 */

const COVERAGE: Readonly<Record<number, number>> = { [DEFAULT_TENANT.id]: 0.85 };
const OTHER_COVERAGE = 0.55;

/** The last year's revision: 研发费用占营业收入比例 needs more for each band. */
export function revisedSystem(base: SystemDefinition): SystemDefinition {
  return {
    ...base,
    indicators: base.indicators.map((indicator) =>
      indicator.code === 'rdIntensity'
        ? {
            ...indicator,
            rule: {
              kind: 'BANDED',
              bands: [
                { from: 0, to: 2, points: 10 },
                { from: 2, to: 4, points: 30 },
                { from: 4, to: 6, points: 50 },
                { from: 6, to: 9, points: 70 },
                { from: 9, to: 13, points: 85 },
                { from: 13, to: null, points: 100 },
              ],
            },
          }
        : indicator,
    ),
  };
}

async function insertSystem(
  trx: Kysely<DB>,
  tenantId: number,
  year: number,
  version: number,
  definition: SystemDefinition,
  note: string,
  createdAt: string,
  basedOnId: number | null,
): Promise<number> {
  const { id } = await trx
    .insertInto('integral_systems')
    .values({
      tenant_id: tenantId,
      year,
      version,
      status: 'COMPUTING',
      based_on_id: basedOnId,
      note,
      definition: JSON.stringify(definition),
      indicator_count: definition.indicators.length,
      scored_count: 0,
      author_id: null,
      created_at: createdAt,
      claimed_at: null,
      computed_at: null,
      error: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await computeSystem(trx, id);
  // Computed a minute after it was saved, on the demo's clock.
  const computedAt = new Date(Date.parse(createdAt) + 60_000).toISOString();
  await trx.updateTable('integral_systems').set({ computed_at: computedAt }).where('id', '=', id).execute();
  await trx
    .updateTable('integral_scores')
    .set({ computed_at: computedAt })
    .where('system_id', '=', id)
    .execute();
  return id;
}

export async function insertDemoIntegral(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  const years = [today.year() - 2, today.year() - 1];
  for (const tenant of DEMO_TENANTS) {
    const orgs = await demoEnterprises(trx, tenant.id);
    const linked = new Set(
      (
        await trx
          .selectFrom('users')
          .select('org_id')
          .where('tenant_id', '=', tenant.id)
          .where('org_id', 'is not', null)
          .execute()
      ).map((u) => u.org_id),
    );
    const coverage = COVERAGE[tenant.id] ?? OTHER_COVERAGE;
    const rows: {
      tenant_id: number;
      org_id: number;
      year: number;
      field: IntegralField;
      value: number;
      approved_at: string;
    }[] = [];
    for (const org of orgs) {
      const rng = new Random(seedFrom('integral-coverage', tenant.id, org.credit_code));
      if (!linked.has(org.id) && !rng.chance(coverage)) continue;
      const figures = demoFigures(org, years);
      for (const [index, year] of years.entries()) {
        // An enterprise set up after the year has nothing to report for it; some joined the scheme a year late.
        if (Number(org.setup_date.slice(0, 4)) > year) continue;
        if (index === 0 && !linked.has(org.id) && rng.chance(0.12)) continue;
        // Audited in the spring after the year, never later than yesterday.
        const approvedDay = Math.min(dayOf(`${String(year + 1)}-03-20`) + rng.int(0, 50), today.day - 1);
        const approvedAt = isoAt(approvedDay, rng.int(9 * 3600, 17 * 3600));
        for (const [field, value] of Object.entries(figures.get(year) ?? {})) {
          if (typeof value === 'number')
            rows.push({
              tenant_id: tenant.id,
              org_id: org.id,
              year,
              field: field as IntegralField,
              value,
              approved_at: approvedAt,
            });
        }
      }
    }
    // 6 columns × 2,000 rows stays under both dialects' parameter limits.
    for (let start = 0; start < rows.length; start += 2000)
      await trx
        .insertInto('integral_values')
        .values(rows.slice(start, start + 2000))
        .execute();

    const [earlier, last] = years as [number, number];
    await insertSystem(
      trx,
      tenant.id,
      earlier,
      1,
      GUIDELINE_SYSTEM,
      '按《企业创新积分制工作指引》的18项核心指标建立',
      today.at(-400, 10 * 3600),
      null,
    );
    const first = await insertSystem(
      trx,
      tenant.id,
      last,
      1,
      GUIDELINE_SYSTEM,
      '沿用上一年度的指标体系',
      today.at(-120, 10 * 3600),
      null,
    );
    await insertSystem(
      trx,
      tenant.id,
      last,
      2,
      revisedSystem(GUIDELINE_SYSTEM),
      '提高研发费用占营业收入比例各档的标准',
      today.at(-30, 15 * 3600),
      first,
    );
  }
}
