import type { Kysely } from 'kysely';
import type { FillRoundSave } from '../../../../common/integral/fill/contract.js';
import { INTEGRAL_FIELD_KEYS } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import type { UserCtx } from '../../../kit/context.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError } from '../../../lib/errors.js';
import { isCalendarDay } from '../../../lib/park-time.js';
import { scopeOrgIds } from './enterprises.js';
import { anySubmitted, requireRound } from './rounds.js';

/**
 * Writing fill rounds: saving one (new without id) with the organisations its scope names fixed at
 * that moment — a submission row (未填报) per organisation —, closing and deleting one.
 */

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** Checks and stores a round (new without `id`), and sets its organisations. */
export async function saveRound(ctx: UserCtx, body: FillRoundSave): Promise<{ id: number; orgCount: number }> {
  const name = body.name.trim();
  if (name.length < 2) throw new BizError('请填写批次名称（至少2个字）');
  for (const [value, title] of [
    [body.startDate, '开始日期'],
    [body.endDate, '截止日期'],
  ] as const) {
    if (!isCalendarDay(value)) throw new BizError(`${title}不是有效的日期`);
    if (value < '2000-01-01' || value > '2099-12-31') throw new BizError(`${title}超出可选范围`);
  }
  if (body.endDate < body.startDate) throw new BizError('截止日期不能早于开始日期');
  const fields = INTEGRAL_FIELD_KEYS.filter((f) => body.fields.includes(f));
  if (fields.length === 0) throw new BizError('请至少选择一个填报项');
  const mode = body.scope.mode;
  const industries = mode === 'FILTER' ? unique(body.scope.industries.map((s) => s.trim()).filter(Boolean)) : [];
  const areas = mode === 'FILTER' ? unique(body.scope.areas.map((s) => s.trim()).filter(Boolean)) : [];
  if (mode === 'FILTER' && industries.length === 0 && areas.length === 0)
    throw new BizError('按行业、园区（片区）选择企业时，请至少选择一个行业或园区');
  if (mode === 'LIST' && (body.orgIds ?? []).length === 0) throw new BizError('请选择参与填报的企业');

  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = {
      year: body.year,
      name,
      description: (body.description ?? '').trim(),
      start_date: body.startDate,
      end_date: body.endDate,
      fields: JSON.stringify(fields),
      scope_mode: mode,
      scope_industries: JSON.stringify(industries),
      scope_areas: JSON.stringify(areas),
      updated_at: now,
    };
    let id: number;
    if (body.id === undefined) {
      ({ id } = await trx
        .insertInto('integral_fill_rounds')
        .values({ ...values, closed_at: null, author_id: ctx.user.id, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const round = await requireRound(trx, body.id);
      if (round.closed_at !== null) throw new BizError('已结束的填报批次不能修改');
      const changed = round.year !== body.year || round.fields !== values.fields;
      if (changed && (await anySubmitted(trx, round.id)))
        throw new BizError('已有企业提交，不能再修改年度和填报项');
      id = round.id;
      await trx.updateTable('integral_fill_rounds').set(values).where('id', '=', id).execute();
    }
    const target = await scopeOrgIds(trx, mode, industries, areas, body.orgIds ?? []);
    if (target.length === 0) throw new BizError('所选范围内没有认证企业');
    const orgCount = await setOrganisations(trx, id, target, now);
    return { id, orgCount };
  });
}

/**
 * Makes the round's organisations those of `target`: new ones start 未填报; one that left the
 * scope is removed if it saved nothing yet, kept otherwise (its data is not thrown away). The
 * number of organisations in the round after.
 */
export async function setOrganisations(
  trx: Kysely<DB>,
  roundId: number,
  target: readonly number[],
  now: string,
): Promise<number> {
  const current = await trx
    .selectFrom('integral_fill_submissions')
    .select(['org_id', 'state'])
    .where('round_id', '=', roundId)
    .execute();
  const wanted = new Set(target);
  const have = new Set(current.map((r) => r.org_id));
  const removable = current.filter((r) => !wanted.has(r.org_id) && r.state === 'UNFILLED').map((r) => r.org_id);
  for (let i = 0; i < removable.length; i += 500)
    await trx
      .deleteFrom('integral_fill_submissions')
      .where('round_id', '=', roundId)
      .where('org_id', 'in', removable.slice(i, i + 500))
      .execute();
  const added = target.filter((orgId) => !have.has(orgId));
  const rows = added.map((orgId) => ({
    round_id: roundId,
    org_id: orgId,
    state: 'UNFILLED' as const,
    filled_by: null,
    filled_by_operator: 0,
    submitted_at: null,
    audited_at: null,
    approved_at: null,
    updated_at: null,
    created_at: now,
  }));
  // 11 columns × 1,000 rows stays under both dialects' parameter limits.
  for (let i = 0; i < rows.length; i += 1000)
    await trx.insertInto('integral_fill_submissions').values(rows.slice(i, i + 1000)).execute();
  return current.length - removable.length + added.length;
}

export async function closeRound(ctx: UserCtx, id: number): Promise<null> {
  const round = await requireRound(ctx.db, id);
  if (round.closed_at !== null) throw new BizError('该填报批次已经结束');
  const now = nowIso();
  await ctx.db
    .updateTable('integral_fill_rounds')
    .set({ closed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  return null;
}

export async function removeRound(ctx: UserCtx, id: number): Promise<null> {
  await requireRound(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    const filled = await trx
      .selectFrom('integral_fill_submissions')
      .select('id')
      .where('round_id', '=', id)
      .where('state', '!=', 'UNFILLED')
      .limit(1)
      .executeTakeFirst();
    if (filled) throw new BizError('已有企业填报的批次不能删除，可以结束填报');
    await trx.deleteFrom('integral_fill_rounds').where('id', '=', id).execute();
  });
  return null;
}
