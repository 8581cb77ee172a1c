import type { Kysely } from 'kysely';
import { INDICATOR_TYPES, type IndicatorType } from '../../../../common/economy/catalog.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import data from './org-data.json';

interface SeedType {
  reporters: number;
  monthly: Record<string, number>;
}

interface SeedRow {
  org: { id: number };
  id: number;
  year: number;
  month: number;
  value: number;
  ago: number;
}

const TYPES = data.types as Record<IndicatorType, SeedType>;

/** The `count` months before the seeding day's month, oldest first, as [year, month, monthsAgo]. */
function pastMonths(today: SeedDay, count: number): Array<[number, number, number]> {
  const [y, m] = today.date(0).split('-').map(Number) as [number, number];
  const out: Array<[number, number, number]> = [];
  for (let ago = count; ago >= 1; ago--) {
    const index = y * 12 + (m - 1) - ago;
    out.push([Math.floor(index / 12), (index % 12) + 1, ago]);
  }
  return out;
}

/** Whether the enterprise at `position` of a list has not reported the month `ago` months back. */
const missing = (position: number, ago: number) =>
  data.gaps.some((g) => g.monthsAgo === ago && position % g.every === g.every - 1);

/**
 * Both parks' 报送名单 of every type (their first enterprises) and the cumulative figures of the
 * last months: sizes differ by enterprise, this year grows on last year, and the latest months have
 * gaps (one in four has not reported last month), so 未报送 is worth opening.
 */
export async function insertDemoOrgData(db: Kysely<DB>, today: SeedDay, indicatorIds: ReadonlyMap<string, number>) {
  const months = pastMonths(today, data.months);
  for (const tenant of DEMO_TENANTS) {
    const orgs = await db
      .selectFrom('orgs')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('orgtype', '=', 'ORG')
      .orderBy('id')
      .limit(Math.max(...INDICATOR_TYPES.map((t) => TYPES[t].reporters)))
      .execute();
    for (const type of INDICATOR_TYPES) {
      const seeded = TYPES[type];
      const reporters = orgs.slice(0, seeded.reporters);
      if (reporters.length === 0) continue;
      await db
        .insertInto('economy_reporters')
        .values(reporters.map((o) => ({ tenant_id: tenant.id, type, org_id: o.id })))
        .execute();
      const rows: SeedRow[] = [];
      for (const [position, org] of reporters.entries()) {
        const size = 0.35 + ((position * 37) % 100) / 60;
        for (const [code, monthly] of Object.entries(seeded.monthly)) {
          const id = indicatorIds.get(`${String(tenant.id)}:${code}`);
          if (id === undefined) continue;
          for (const [year, month, ago] of months) {
            if (missing(position, ago)) continue;
            const growth = 1 + ((year - today.year(0) + 1) * (((position * 13) % 20) - 4)) / 100;
            const value = Math.round(monthly * size * month * growth * 10) / 10;
            rows.push({ org, id, year, month, value, ago });
          }
        }
      }
      for (let i = 0; i < rows.length; i += 400)
        await db
          .insertInto('economy_org_data')
          .values(
            rows.slice(i, i + 400).map((r) => ({
              tenant_id: tenant.id,
              org_id: r.org.id,
              indicator_id: r.id,
              year: r.year,
              month: r.month,
              value: r.value,
              updated_by: null,
              // Reported in the first days of the month after.
              updated_at: today.at(-30 * r.ago + 5 + (r.org.id % 10), 3600),
            })),
          )
          .execute();
    }
  }
}
