import type { Kysely } from 'kysely';
import { POOL_STAGES, type PoolStage } from '../../../common/cultivation/contract.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { BizError } from '../../lib/errors.js';

/** The operators' pool: each organisation's stage and target tier, and the moves with their notes. */

export interface PoolRow {
  stage: PoolStage;
  tierId: number | null;
  tierName: string;
  note: string;
  recognisedAt: string | null;
  updatedAt: string;
}

export async function poolRows(db: Kysely<DB>, orgIds?: readonly number[]): Promise<Map<number, PoolRow>> {
  if (orgIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('cultivation_pool')
    .leftJoin('cultivation_tiers', 'cultivation_tiers.id', 'cultivation_pool.tier_id')
    .select([
      'cultivation_pool.org_id',
      'cultivation_pool.stage',
      'cultivation_pool.tier_id',
      'cultivation_tiers.name as tier_name',
      'cultivation_pool.note',
      'cultivation_pool.recognised_at',
      'cultivation_pool.updated_at',
    ])
    .$if(orgIds !== undefined, (q) => q.where('cultivation_pool.org_id', 'in', [...(orgIds ?? [])]))
    .execute();
  return new Map(
    rows.map((r) => [
      r.org_id,
      {
        stage: r.stage as PoolStage,
        tierId: r.tier_id,
        tierName: r.tier_name ?? '',
        note: r.note,
        recognisedAt: r.recognised_at,
        updatedAt: r.updated_at,
      },
    ]),
  );
}

export const presentPool = (p: PoolRow | undefined) =>
  p ? { stage: p.stage, tierId: p.tierId, tierName: p.tierName, note: p.note, updatedAt: p.updatedAt } : null;

export interface MoveInput {
  orgIds: number[];
  stage: PoolStage;
  tierId: number;
  note: string;
}

/** Moves organisations to a stage for a tier, writes each move and tells each enterprise, all or none. */
export async function moveOrgs(ctx: UserCtx, input: MoveInput, now: string): Promise<number> {
  const note = input.note.trim();
  return ctx.db.transaction().execute(async (trx) => {
    const tier = await trx.selectFrom('cultivation_tiers').select(['id', 'name']).where('id', '=', input.tierId).executeTakeFirst();
    if (!tier) throw new BizError('目标梯度不存在');
    const ids = [...new Set(input.orgIds)];
    const orgs = await trx.selectFrom('orgs').select(['id', 'fullname']).where('id', 'in', ids).where('orgtype', '=', 'ORG').execute();
    if (orgs.length !== ids.length) throw new BizError('所选企业不存在或不是本园区企业');
    const before = await poolRows(trx, ids);
    for (const org of orgs) {
      const was = before.get(org.id);
      const recognisedAt = input.stage === 'RECOGNISED' ? (was?.stage === 'RECOGNISED' && was.tierId === tier.id ? was.recognisedAt : now) : null;
      const values = { stage: input.stage, tier_id: tier.id, note, recognised_at: recognisedAt, updated_at: now };
      if (was) await trx.updateTable('cultivation_pool').set(values).where('org_id', '=', org.id).execute();
      else await trx.insertInto('cultivation_pool').values({ org_id: org.id, ...values }).execute();
      await trx
        .insertInto('cultivation_moves')
        .values({
          org_id: org.id,
          from_stage: was?.stage ?? null,
          to_stage: input.stage,
          tier_name: tier.name,
          note,
          actor_id: ctx.user.id,
          actor_name: ctx.user.name,
          created_at: now,
        })
        .execute();
      await notify(trx, {
        tenantId: ctx.tenantId,
        userIds: await orgMemberIds(trx, ctx.tenantId, org.id),
        topic: 'cultivation.stage',
        title: `企业培育：已列入${POOL_STAGES[input.stage]}（${tier.name}）`,
        body: `${org.fullname}已由园区列入培育库“${POOL_STAGES[input.stage]}”阶段，培育目标：${tier.name}。说明：${note}`,
        link: '/user/qualityOrg',
      });
    }
    return orgs.length;
  });
}

export async function movesOf(db: Kysely<DB>, orgId: number) {
  const rows = await db.selectFrom('cultivation_moves').selectAll().where('org_id', '=', orgId).orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    fromStage: r.from_stage as PoolStage | null,
    toStage: r.to_stage as PoolStage,
    tierName: r.tier_name,
    note: r.note,
    actorName: r.actor_name,
    createdAt: r.created_at,
  }));
}

/** Writes entered figures (null clears one), on the caller's transaction (which evaluates the organisation again). */
export async function writeFigures(
  trx: Kysely<DB>,
  orgId: number,
  values: readonly { key: string; value: number | null }[],
  userId: number,
  now: string,
): Promise<void> {
  for (const { key, value } of values) {
    await trx.deleteFrom('cultivation_figures').where('org_id', '=', orgId).where('key', '=', key).execute();
    if (value !== null) await trx.insertInto('cultivation_figures').values({ org_id: orgId, key, value, entered_by: userId, entered_at: now }).execute();
  }
}
