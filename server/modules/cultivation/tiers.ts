import type { Kysely } from 'kysely';
import {
  CULTIVATION_METRICS,
  type Band,
  type CriterionKind,
  type CultivationMetric,
  type CultivationTier,
  type SaveTierInput,
  type Tier,
} from '../../../common/cultivation/contract.js';
import type { DB } from '../../db/schema.js';
import { BizError } from '../../lib/errors.js';

/** The park's tiers and criteria (on the request's scoped handle), and their editing. */

export type TierRow = CultivationTier;

export async function loadTiers(db: Kysely<DB>): Promise<TierRow[]> {
  const [tiers, criteria] = await Promise.all([
    db.selectFrom('cultivation_tiers').selectAll().orderBy('level').execute(),
    db.selectFrom('cultivation_criteria').selectAll().orderBy('tier_id').orderBy('sort').execute(),
  ]);
  return tiers.map((t) => ({
    id: t.id,
    name: t.name,
    level: t.level,
    passPoints: t.pass_points === null ? null : Number(t.pass_points),
    description: t.description,
    benefits: t.benefits,
    criteria: criteria
      .filter((c) => c.tier_id === t.id)
      .map((c) => {
        const metric = c.metric as CultivationMetric;
        return {
          id: c.id,
          kind: c.kind as CriterionKind,
          grouping: c.grouping,
          metric,
          label: CULTIVATION_METRICS[metric].label,
          unit: CULTIVATION_METRICS[metric].unit,
          bands: JSON.parse(c.bands) as Band[],
          min: c.min === null ? null : Number(c.min),
        };
      }),
  }));
}

/** The arithmetic's view of a tier (common/cultivation/evaluate.ts). */
export const asTier = (t: TierRow): Tier => ({
  id: t.id,
  name: t.name,
  level: t.level,
  passPoints: t.passPoints,
  criteria: t.criteria.map(({ id, kind, grouping, metric, bands, min }) => ({ id, kind, grouping, metric, bands, min })),
});

/** Problems of a tier's input the schema cannot see, in the words the editor shows. */
export function tierProblem(input: SaveTierInput): string | null {
  for (const [i, c] of input.criteria.entries()) {
    const n = `第 ${String(i + 1)} 项条件`;
    if (c.kind === 'POINTS' && c.bands.length === 0) return `${n}是评分指标，请至少设置一个评分档位`;
    if (c.kind !== 'POINTS' && c.min === null) return `${n}请填写条件值`;
  }
  const hasPoints = input.criteria.some((c) => c.kind === 'POINTS');
  if (input.passPoints !== null && !hasPoints) return '设置了合格分的梯度须有评分指标';
  if (input.passPoints === null && input.criteria.every((c) => c.kind === 'DIRECT')) return '请设置合格分或至少一项必要条件';
  return null;
}

/** Saves a tier and its criteria, on the caller's transaction (which evaluates the park again). */
export async function saveTier(trx: Kysely<DB>, input: SaveTierInput, now: string): Promise<number> {
  const problem = tierProblem(input);
  if (problem) throw new BizError(problem);
  const clash = await trx
    .selectFrom('cultivation_tiers')
    .select('id')
    .where('level', '=', input.level)
    .$if(input.id !== undefined, (q) => q.where('id', '!=', input.id!))
    .executeTakeFirst();
  if (clash) throw new BizError(`层级 ${String(input.level)} 已有梯度`);
  const values = {
    name: input.name.trim(),
    level: input.level,
    pass_points: input.passPoints,
    description: input.description.trim(),
    benefits: input.benefits.trim(),
    updated_at: now,
  };
  let id = input.id;
  if (id === undefined) {
    id = (await trx.insertInto('cultivation_tiers').values(values).returning('id').executeTakeFirstOrThrow()).id;
  } else {
    const updated = await trx.updateTable('cultivation_tiers').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new BizError('梯度不存在', 404);
    await trx.deleteFrom('cultivation_criteria').where('tier_id', '=', id).execute();
  }
  if (input.criteria.length > 0)
    await trx
      .insertInto('cultivation_criteria')
      .values(
        input.criteria.map((c, sort) => ({
          tier_id: id,
          sort,
          kind: c.kind,
          grouping: c.grouping.trim(),
          metric: c.metric,
          bands: JSON.stringify(c.kind === 'POINTS' ? [...c.bands].sort((a, b) => a.min - b.min) : []),
          min: c.kind === 'POINTS' ? null : c.min,
        })),
      )
      .execute();
  return id;
}

/** Deletes a tier no pool entry targets, on the caller's transaction. */
export async function deleteTier(trx: Kysely<DB>, id: number): Promise<void> {
  const used = await trx.selectFrom('cultivation_pool').select('id').where('tier_id', '=', id).executeTakeFirst();
  if (used) throw new BizError('培育库中仍有以该梯度为目标的企业，不能删除');
  await trx.deleteFrom('cultivation_criteria').where('tier_id', '=', id).execute();
  const gone = await trx.deleteFrom('cultivation_tiers').where('id', '=', id).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new BizError('梯度不存在', 404);
}
