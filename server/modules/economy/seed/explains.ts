import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import data from './explains.json';

/** Explanations of the kind an economic office writes: an indicator's code, how many months back, the words. */
const EXPLAINS = data.explains;

/** The month `back` months before the seeding day's month: { year, month }. */
function monthBack(today: SeedDay, back: number) {
  const [y, m] = today.date(0).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Each demo park's explanations of its last four months (数据说明). */
export async function insertDemoExplains(db: Kysely<DB>, today: SeedDay, indicatorIds: ReadonlyMap<string, number>) {
  for (const tenant of DEMO_TENANTS) {
    const rows = EXPLAINS.flatMap(({ code, monthsBack: back, content }) => {
      const id = indicatorIds.get(`${String(tenant.id)}:${code}`);
      return id === undefined
        ? []
        : [{ tenant_id: tenant.id, indicator_id: id, ...monthBack(today, back), content, created_by: null, created_at: today.at(-back * 30 + 25), updated_at: today.at(-back * 30 + 25) }];
    });
    if (rows.length) await db.insertInto('economy_explains').values(rows).execute();
  }
}
