import type { Kysely } from 'kysely';
import type { AdjustInput } from '../../../../common/finance/assess/contract.js';
import { ASSESS_CRITERIA } from '../../../../common/finance/assess/rules.js';
import { BIZ } from '../../../../common/envelope.js';
import type { DB } from '../../../db/schema.js';
import type { UserCtx } from '../../../kit/context.js';
import type { ListPage } from '../../../kit/list-input.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import { banksOf, criteriaOf, openRound, resultOf } from './rounds.js';

/**
 * 补录与修正: an addition (a loan granted off the platform) or a correction (negative) to an additive
 * figure of an open round, with who, when and why; the figure never goes below 0.
 */
export async function adjust(ctx: UserCtx, input: AdjustInput): Promise<{ id: number }> {
  const round = await openRound(ctx.db, input.roundId);
  if (!criteriaOf(round).some((c) => c.key === input.criterion)) throw new BizError('该考核未设置此项指标', BIZ.invalid);
  if (!(await banksOf(ctx.db)).some((b) => b.id === input.institutionId)) throw notFound('银行');
  if (input.delta === 0) throw new BizError('补录数值不能为 0', BIZ.invalid);
  const now = (await resultOf(ctx.db, round.id)).banks.find((b) => b.institutionId === input.institutionId)?.criteria.find((c) => c.key === input.criterion);
  if ((now?.value ?? 0) + input.delta < 0) {
    throw new BizError(`修正后${ASSESS_CRITERIA[input.criterion].label}不能小于 0（当前 ${String(now?.value ?? 0)}）`, BIZ.invalid);
  }
  const row = await ctx.db
    .insertInto('finance_assess_adjustments')
    .values({
      round_id: round.id,
      institution_id: input.institutionId,
      criterion: input.criterion,
      delta: input.delta,
      reason: input.reason.trim(),
      actor_id: ctx.user.id,
      actor_name: ctx.user.name,
      at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

export async function adjustments(db: Kysely<DB>, roundId: number, page: ListPage) {
  const base = db.selectFrom('finance_assess_adjustments').where('finance_assess_adjustments.round_id', '=', roundId);
  const rows = base
    .innerJoin('finance_institutions as i', 'i.id', 'finance_assess_adjustments.institution_id')
    .selectAll('finance_assess_adjustments')
    .select('i.name as institution_name')
    .orderBy('finance_assess_adjustments.at', 'desc')
    .orderBy('finance_assess_adjustments.id', 'desc');
  const { rows: list, total } = await pageWithTotal(rows, base, page);
  return {
    list: list.map((r) => ({
      id: r.id,
      institutionId: r.institution_id,
      institutionName: r.institution_name,
      criterion: r.criterion,
      criterionLabel: ASSESS_CRITERIA[r.criterion].label,
      delta: Number(r.delta),
      reason: r.reason,
      actorName: r.actor_name,
      at: r.at,
    })),
    total,
  };
}
