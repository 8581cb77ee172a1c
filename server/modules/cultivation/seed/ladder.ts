import type { Kysely } from 'kysely';
import { fullYears } from '../../../../common/cultivation/evaluate.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { ARCHETYPES, CYCLE, POOL_OF, spread, type Archetype } from './figures.js';
import { BENEFITS, LADDER } from './tiers.js';

/** How many enterprises of each park get cultivation figures and a place in the pool. */
const SEEDED = 90;

async function insertLadder(db: Kysely<DB>, tenantId: number, today: SeedDay): Promise<Map<number, { id: number; name: string }>> {
  const byLevel = new Map<number, { id: number; name: string }>();
  for (const tier of LADDER) {
    const { id } = await db
      .insertInto('cultivation_tiers')
      .values({
        tenant_id: tenantId,
        name: tier.name,
        level: tier.level,
        pass_points: tier.passPoints,
        description: tier.description,
        benefits: BENEFITS[tenantId]?.[tier.level - 1] ?? '',
        updated_at: today.at(-120),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    byLevel.set(tier.level, { id, name: tier.name });
    await db
      .insertInto('cultivation_criteria')
      .values(
        tier.criteria.map((c, sort) => ({
          tenant_id: tenantId,
          tier_id: id,
          sort,
          kind: c.kind,
          grouping: c.grouping,
          metric: c.metric,
          bands: JSON.stringify(c.bands ?? []),
          min: c.min ?? null,
        })),
      )
      .execute();
  }
  return byLevel;
}

/** Both parks: the ladder, figures for their first enterprises by archetype, the pool and its moves. */
export async function insertDemoCultivation(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    const tiers = await insertLadder(db, tenant.id, today);
    const orgs = await db
      .selectFrom('orgs')
      .select(['id', 'fullname', 'setup_date'])
      .where('tenant_id', '=', tenant.id)
      .where('orgtype', '=', 'ORG')
      .orderBy('id')
      .limit(SEEDED)
      .execute();
    for (const [i, org] of orgs.entries()) {
      const planned = CYCLE[i % CYCLE.length]!;
      const old = /^\d{4}-\d{2}-\d{2}/.test(org.setup_date) && fullYears(org.setup_date.slice(0, 10), today.date(0)) >= 10;
      const kind: Archetype = planned === 'E' && !old ? 'D' : planned;
      const enteredAt = today.at(-(i % 20) - 1);
      await db
        .insertInto('cultivation_figures')
        .values(
          Object.entries(ARCHETYPES[kind]).map(([key, value]) => ({
            tenant_id: tenant.id,
            org_id: org.id,
            key,
            value: spread(value, i, key),
            entered_by: null,
            entered_at: enteredAt,
          })),
        )
        .execute();
      // Every third enterprise of the cycle is left out of the pool: the library still evaluates it.
      const place = i % 3 === 2 ? null : POOL_OF[kind];
      if (!place) continue;
      const tier = tiers.get(place.level)!;
      const movedAt = today.at(-(i % 40) - 2);
      const recognised = place.stage === 'RECOGNISED';
      await db
        .insertInto('cultivation_pool')
        .values({
          tenant_id: tenant.id,
          org_id: org.id,
          stage: place.stage,
          tier_id: tier.id,
          note: place.note,
          recognised_at: recognised ? movedAt : null,
          updated_at: movedAt,
        })
        .execute();
      const moves = recognised
        ? [
            { from_stage: null, to_stage: 'CULTIVATING', note: '列入重点培育名单，安排服务专员跟进申报', created_at: today.at(-(i % 40) - 200) },
            { from_stage: 'CULTIVATING', to_stage: place.stage, note: place.note, created_at: movedAt },
          ]
        : [{ from_stage: null, to_stage: place.stage, note: place.note, created_at: movedAt }];
      await db
        .insertInto('cultivation_moves')
        .values(moves.map((m) => ({ tenant_id: tenant.id, org_id: org.id, tier_name: tier.name, actor_id: null, actor_name: '企业服务中心', ...m })))
        .execute();
    }
  }
}
