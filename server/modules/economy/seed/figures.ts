import type { Insertable, Kysely } from 'kysely';
import { TARGET_INDICATORS, type TargetIndicator } from '../../../../common/economy/indicators.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { round } from '../derive.js';
import type { EconomyActualsTable, EconomyTargetsTable } from '../tables.js';

/**
 * Two years of monthly figures for each demo park's sub-areas: last year whole and locked, this
 * year up to the month before the seeding day, the latest month still open. One area of the demo
 * park has not reported the latest month yet (its total is 未报齐 until someone enters it), and
 * the growth differs by area and indicator so some run behind their time progress.
 */

interface DemoArea {
  name: string;
  /** Last year's annual 规上工业总产值 of the area, 万元: the other indicators follow from it. */
  output: number;
}

const AREAS: Record<number, DemoArea[]> = {
  1: [
    { name: '智造小镇片区', output: 1_386_000 },
    { name: '物联网产业园片区', output: 962_000 },
    { name: '白马湖生态创意城片区', output: 418_000 },
    { name: '江南科技城片区', output: 745_000 },
  ],
  2: [
    { name: '独墅湖科教创新区', output: 1_652_000 },
    { name: '金鸡湖商务区', output: 536_000 },
    { name: '阳澄湖半岛片区', output: 884_000 },
  ],
};

/** Each indicator's share of the area's 总产值 over a year. */
const SHARE: Record<TargetIndicator, number> = {
  gszjz: 0.235,
  gszcz: 1,
  gdzc: 0.31,
  gytz: 0.18,
  jgtz: 0.066,
  czsr: 0.094,
  dfsr: 0.047,
};

/** How the year's figure falls into months (industry slows at the Spring Festival, taxes peak in May). */
const SEASON = [0.062, 0.058, 0.083, 0.082, 0.086, 0.089, 0.082, 0.08, 0.086, 0.088, 0.091, 0.113];

/** A fixed pseudo-random number in [0, 1) for a key: the seed writes the same rows every time. */
function noise(...key: number[]): number {
  let h = 2166136261;
  for (const k of key) h = Math.imul(h ^ (k + 0x9e37), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

export async function insertDemoFigures(db: Kysely<DB>, today: SeedDay): Promise<void> {
  const year = today.year();
  const thisMonth = Number(today.date(0).slice(5, 7));
  // This year's figures run to the month before the seeding day's (December's are reported in January).
  const reported = thisMonth - 1 || 12;
  const years = thisMonth === 1 ? [year - 2, year - 1] : [year - 1, year];
  const current = years[1]!;
  const now = today.at(0);
  for (const [tenantKey, areas] of Object.entries(AREAS)) {
    const tenantId = Number(tenantKey);
    const targets: Insertable<EconomyTargetsTable>[] = [];
    const actuals: Insertable<EconomyActualsTable>[] = [];
    for (const [a, area] of areas.entries()) {
      const { id: areaId } = await db
        .insertInto('economy_areas')
        .values({ tenant_id: tenantId, name: area.name, sort: a + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, indicator] of TARGET_INDICATORS.entries()) {
        const base = area.output * SHARE[indicator];
        // Growth this year between −6% and +16%, by area and indicator.
        const growth = -0.06 + 0.22 * noise(tenantId, a, i, 1);
        for (const [y, fy] of years.entries()) {
          const annual = y === 0 ? base : base * (1 + growth);
          // Last year's target was met or nearly; this year's asks 8–12% over last year's outcome.
          const target =
            y === 0
              ? base * (0.96 + 0.08 * noise(tenantId, a, i, 2))
              : base * (1.08 + 0.04 * noise(tenantId, a, i, 3));
          targets.push({
            tenant_id: tenantId,
            area_id: areaId,
            indicator,
            year: fy,
            target: round(target, 0),
          });
          const months = fy === current ? reported : 12;
          let cumulative = 0;
          for (let m = 1; m <= months; m++) {
            // The demo park's third area has not yet reported this year's latest month.
            if (fy === current && m === months && tenantId === 1 && a === 2) continue;
            cumulative += annual * SEASON[m - 1]! * (0.94 + 0.12 * noise(tenantId, a, i, fy, m));
            const open = fy === current && m === months;
            actuals.push({
              tenant_id: tenantId,
              area_id: areaId,
              indicator,
              year: fy,
              month: m,
              cumulative: round(cumulative, 1),
              note: '',
              locked: open ? 0 : 1,
              updated_by: null,
              updated_at: now,
            });
          }
        }
      }
    }
    await db.insertInto('economy_targets').values(targets).execute();
    for (let i = 0; i < actuals.length; i += 500)
      await db
        .insertInto('economy_actuals')
        .values(actuals.slice(i, i + 500))
        .execute();
  }
}
