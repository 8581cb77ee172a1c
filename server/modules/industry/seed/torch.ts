import type { Kysely } from 'kysely';
import { DEVICE_STATUS_KEYS } from '../../../../common/industry/org/model.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import data from './devices.json' with { type: 'json' };

/** A small deterministic spread from an enterprise's id, so reseeding gives the same park. */
const spread = (id: number, salt: number) => ((id * 7919 + salt * 104729) % 1000) / 1000;

/**
 * The industry enterprises' 火炬统计 for the last two years (a few of them only the last, some not
 * at all: the data model's fill rates show it) and their main devices in every state.
 */
export async function insertDemoTorch(db: Kysely<DB>, today: SeedDay): Promise<void> {
  const tagged = await db.selectFrom('industry_node_orgs').select(['tenant_id', 'org_id']).distinct().orderBy('tenant_id').orderBy('org_id').execute();
  const year = today.year() - 1;
  for (const [i, { tenant_id, org_id }] of tagged.entries()) {
    const size = 0.2 + 3 * spread(org_id, 1) ** 2;
    const years = i % 9 === 8 ? [] : i % 5 === 4 ? [year] : [year - 1, year];
    for (const y of years) {
      const grow = y === year ? 1 + 0.25 * spread(org_id, 2) - 0.05 : 1;
      const revenue = Math.round(size * 12000 * grow);
      const staff = Math.round(40 + size * 400 * grow);
      await db
        .insertInto('industry_torch_reports')
        .values({
          tenant_id,
          org_id,
          year: y,
          revenue,
          rd_expense: Math.round(revenue * (0.02 + 0.08 * spread(org_id, 3))),
          profit: Math.round(revenue * (0.03 + 0.12 * spread(org_id, 4))),
          tax: Math.round(revenue * (0.02 + 0.04 * spread(org_id, 5))),
          export_value: i % 3 === 0 ? Math.round(revenue * 0.3 * spread(org_id, 6)) : 0,
          staff,
          rd_staff: Math.round(staff * (0.08 + 0.25 * spread(org_id, 7))),
          patents: Math.round(5 + 60 * spread(org_id, 8) * grow),
          invention_patents: Math.round(1 + 20 * spread(org_id, 9) * grow),
          created_at: today.at(y === year ? -200 : -560),
        })
        .execute();
    }
    if (i % 4 === 3) continue;
    const count = 1 + Math.floor(spread(org_id, 10) * 4);
    for (let d = 0; d < count; d++) {
      const kind = data.kinds[(org_id + d * 5) % data.kinds.length]!;
      const status = DEVICE_STATUS_KEYS[(i + d) % 7 < 4 ? 0 : ((i + d) % 7) - 3] ?? 'RUNNING';
      const notes = data.notes[status];
      await db
        .insertInto('industry_devices')
        .values({
          tenant_id,
          org_id,
          name: kind.name,
          model: kind.models[d % kind.models.length]!,
          category: kind.category,
          maker: kind.makers[(org_id + d) % kind.makers.length]!,
          quantity: 1 + ((org_id + d) % 6),
          value: Math.round(kind.value[0]! + (kind.value[1]! - kind.value[0]!) * spread(org_id, 11 + d)),
          purchase_year: year - ((org_id + d) % 9),
          status,
          networked: (org_id + d) % 3 === 0 ? 0 : 1,
          note: notes[(org_id + d) % notes.length]!,
        })
        .execute();
    }
  }
}
