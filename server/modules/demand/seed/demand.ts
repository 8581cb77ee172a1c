import type { Kysely } from 'kysely';
import { ITEM_KIND_KEYS, type ItemKind } from '../../../../common/demand/model.js';
import type { ItemState } from '../../../../common/demand/lifecycle.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { seedDocks } from './docks.js';
import { itemColumns, itemTerms, planItem } from './items.js';
import { seedShowcases } from './showcases.js';

/**
 * Demand matching's demo data for every park: items of all six kinds in every state from most of
 * the park's organisations (the first enterprise, the demo account's, has every kind and state),
 * showcases, and docking in every state.
 */

const KIND_WEIGHTS: [ItemKind, number][] = [
  ['DEMAND', 3],
  ['PRODUCT', 3],
  ['DEVICE', 1],
  ['JOB', 2],
  ['TECH', 1.5],
  ['SERVICE', 0.5],
];
const FIRST_ORG_PLAN: [ItemKind, ItemState][] = [
  ...(['JOINT', 'CHECK', 'CANCEL', 'OFFLINE'] as const).map((s): [ItemKind, ItemState] => ['DEMAND', s]),
  ...ITEM_KIND_KEYS.filter((k) => k !== 'DEMAND').flatMap((k): [ItemKind, ItemState][] => [
    [k, 'JOINT'],
    [k, 'CHECK'],
  ]),
];

export interface SeedOrg {
  id: number;
  fullname: string;
  industry_name: string;
  county: string;
  orgtype: 'ORG' | 'SERVICE';
}

export async function insertDemoDemand(db: Kysely<DB>, today: SeedDay): Promise<void> {
  const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  for (const { id: tenantId } of tenants) {
    const orgs: SeedOrg[] = await db
      .selectFrom('orgs')
      .select(['id', 'fullname', 'industry_name', 'county', 'orgtype'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .limit(90)
      .execute();
    if (orgs.length === 0) continue;
    await seedItems(db, today, tenantId, orgs);
    await seedShowcases(db, today, tenantId, orgs);
    await seedDocks(db, today, tenantId);
  }
}

async function seedItems(db: Kysely<DB>, today: SeedDay, tenantId: number, orgs: SeedOrg[]): Promise<void> {
  const r = new Random(seedFrom('demand-items', tenantId));
  const firstEnterprise = orgs.find((o) => o.orgtype === 'ORG')?.id;
  for (const org of orgs) {
    const plans: [ItemKind, ItemState | null][] =
      org.id === firstEnterprise
        ? FIRST_ORG_PLAN
        : Array.from({ length: org.orgtype === 'SERVICE' ? r.int(1, 3) : r.int(1, 4) }, () => [
            org.orgtype === 'SERVICE' ? 'SERVICE' : r.weighted(KIND_WEIGHTS),
            null,
          ]);
    for (const [kind, forced] of plans) {
      const item = planItem(r, kind, org.industry_name);
      const status = forced ?? item.status;
      const age = r.int(3, 150);
      const published =
        status === 'JOINT' || status === 'OFFLINE' ? today.at(-age + r.int(1, 3), r.int(0, 36000)) : null;
      const columns = itemColumns(item, r);
      const { id } = await db
        .insertInto('demand_items')
        .values({
          ...columns,
          tenant_id: tenantId,
          org_id: org.id,
          author_id: null,
          area: org.county,
          valid_until: kind === 'DEMAND' || kind === 'JOB' ? today.date(r.int(20, 180)) : null,
          status,
          reason: status === 'CANCEL' || status === 'OFFLINE' ? item.reason : '',
          views: r.int(0, 400),
          published_at: published,
          created_at: today.at(-age, r.int(0, 36000)),
          updated_at: published ?? today.at(-age + 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const terms = itemTerms(item);
      if (terms.length > 0)
        await db
          .insertInto('demand_terms')
          .values(terms.map((term) => ({ tenant_id: tenantId, item_id: id, term })))
          .execute();
    }
  }
}
