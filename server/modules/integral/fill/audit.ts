import type { Kysely } from 'kysely';
import type { FillAuditBody, FillAuditResult } from '../../../../common/integral/fill/contract.js';
import { fillReturnedNotice } from '../../../../common/integral/fill/notice.js';
import {
  FILL_FIELD_RULES,
  FILL_LIMITS,
  FILL_STATE,
  stateAfterAudit,
  type ItemAudit,
} from '../../../../common/integral/fill/rules.js';
import type { IntegralField, IntegralValues } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import type { UserCtx } from '../../../kit/context.js';
import { notify, orgMemberIds } from '../../../kit/notify.js';
import { record } from '../../../lib/audit-log.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError } from '../../../lib/errors.js';
import { parseDefinition } from '../breakdown.js';
import { rankSystem, scoreRow } from '../compute.js';
import * as integralRepo from '../repo.js';
import { integralFiguresApproved } from '../public.js';
import { fieldsOf, requireRound } from './rounds.js';
import { itemsOf, lockSubmission, requireSubmission, SUBJECT, type SubmissionRow } from './submission.js';

/**
 * The per-item audit (逐项审核) and what passing everything does: the submission's figures become
 * the year's approved data (integral_values) and the organisation is scored again under the
 * year's active version, the version re-ranked in one statement — in the audit's transaction, so
 * the ranking and the portrait change the moment the audit is answered.
 */

export async function auditSubmission(
  ctx: UserCtx,
  roundId: number,
  orgId: number,
  body: FillAuditBody,
): Promise<FillAuditResult> {
  const round = await requireRound(ctx.db, roundId);
  const fields = fieldsOf(round);
  if (body.items.length === 0 && !body.passRest) throw new BizError('请选择要审核的填报项');

  return ctx.db.transaction().execute(async (trx) => {
    const submission = await requireSubmission(trx, round.id, orgId, '该企业不在本填报批次中');
    if (submission.state !== 'TOAUDIT') throw new BizError(`该填报当前为“${FILL_STATE[submission.state]}”，不能审核`);
    await lockSubmission(trx, submission);
    const items = await itemsOf(trx, submission.id);
    const decisions = new Map<IntegralField, { audit: ItemAudit; reason: string }>();
    for (const { field, decision, reason } of body.items) {
      const label = FILL_FIELD_RULES[field].label;
      if (!fields.includes(field)) throw new BizError(`${label}不是本批次的填报项`);
      if (items.get(field)?.audit !== 'TOAUDIT') throw new BizError(`${label}不是待审核的项`);
      if (decisions.has(field)) throw new BizError(`${label}重复审核`);
      const text = (reason ?? '').trim();
      if (decision === 'BACK' && !text) throw new BizError(`请填写退回${label}的原因`);
      if (text.length > FILL_LIMITS.reasonMax) throw new BizError(`退回原因不能超过${FILL_LIMITS.reasonMax}个字`);
      decisions.set(field, { audit: decision, reason: decision === 'BACK' ? text : '' });
    }
    if (body.passRest)
      for (const field of fields)
        if (items.get(field)?.audit === 'TOAUDIT' && !decisions.has(field)) decisions.set(field, { audit: 'PASS', reason: '' });

    const now = nowIso();
    for (const [field, { audit, reason }] of decisions) {
      const item = items.get(field);
      await trx
        .updateTable('integral_fill_items')
        .set({
          audit,
          reason,
          ...(audit === 'BACK' ? { returned_value: item?.value ?? null } : {}),
          audited_by: ctx.user.id,
          audited_at: now,
        })
        .where('submission_id', '=', submission.id)
        .where('field', '=', field)
        .execute();
    }
    const after = fields.map((field) => decisions.get(field)?.audit ?? items.get(field)?.audit ?? 'TOAUDIT');
    const state = stateAfterAudit(after);
    await trx
      .updateTable('integral_fill_submissions')
      .set({ state, audited_at: now, ...(state === 'PASS' ? { approved_at: now } : {}) })
      .where('id', '=', submission.id)
      .execute();
    const returned = [...decisions].filter(([, d]) => d.audit === 'BACK');
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: SUBJECT,
      subjectId: submission.id,
      action: state === 'TOAUDIT' ? 'AUDIT' : state,
      from: submission.state,
      to: state,
      reason: returned.map(([field, d]) => `${FILL_FIELD_RULES[field].label}：${d.reason}`).join('；'),
      actorId: ctx.user.id,
    });

    if (state === 'BACK') {
      // The enterprise's users learn what to correct (/user/messageNotice), with the audit's commit.
      // Every item returned, this time or by an earlier partial audit of the same submission.
      const back = fields
        .filter((field, i) => after[i] === 'BACK')
        .map((field) => ({ label: FILL_FIELD_RULES[field].label, reason: decisions.get(field)?.reason ?? items.get(field)?.reason ?? '' }));
      await notify(trx, {
        tenantId: ctx.tenantId,
        userIds: await orgMemberIds(trx, ctx.tenantId, orgId),
        ...fillReturnedNotice(round.id, orgId, round.name, back),
      });
    }
    if (state !== 'PASS') return { state, stateLabel: FILL_STATE[state], approved: false, score: null };
    const values: IntegralValues = {};
    for (const field of fields) values[field] = items.get(field)?.value ?? null;
    const score = await approve(trx, round.year, submission, fields, values, now);
    return { state, stateLabel: FILL_STATE[state], approved: true, score };
  });
}

/**
 * Writes the passed figures as the year's approved data — a field of the round replaces the
 * approved figure, a blank one removes it; fields outside the round keep theirs — and scores the
 * organisation again under the year's active version. The new score (null when the year has no
 * computed version yet: the next computation scores it).
 */
export async function approve(
  trx: Kysely<DB>,
  year: number,
  submission: Pick<SubmissionRow, 'org_id'>,
  fields: readonly IntegralField[],
  values: IntegralValues,
  now: string,
): Promise<FillAuditResult['score']> {
  const orgId = submission.org_id;
  await trx
    .deleteFrom('integral_values')
    .where('year', '=', year)
    .where('org_id', '=', orgId)
    .where('field', 'in', [...fields])
    .execute();
  const rows = fields.flatMap((field) => {
    const value = values[field];
    return value === null || value === undefined
      ? []
      : [{ org_id: orgId, year, field, value, approved_at: now }];
  });
  if (rows.length > 0) await trx.insertInto('integral_values').values(rows).execute();
  await integralFiguresApproved.emit(trx, { orgIds: [orgId] });
  return rescore(trx, year, orgId, now);
}

/** Scores one organisation again under the year's active version and re-ranks the version. */
export async function rescore(
  trx: Kysely<DB>,
  year: number,
  orgId: number,
  now: string,
): Promise<FillAuditResult['score']> {
  const system = await integralRepo.activeSystem(trx, year);
  const org = await integralRepo.enterprise(trx, orgId);
  if (!system || !org) return null;
  const inputs = await integralRepo.valuesOf(trx, orgId, year);
  await trx.deleteFrom('integral_scores').where('system_id', '=', system.id).where('org_id', '=', orgId).execute();
  if (Object.keys(inputs).length > 0) {
    const row = scoreRow(
      parseDefinition(system.definition),
      { systemId: system.id, year, computedAt: now },
      org,
      inputs,
    );
    await trx.insertInto('integral_scores').values(row).execute();
  }
  await rankSystem(trx, system.id);
  const count = await trx
    .selectFrom('integral_scores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('system_id', '=', system.id)
    .executeTakeFirstOrThrow();
  await trx.updateTable('integral_systems').set({ scored_count: Number(count.n) }).where('id', '=', system.id).execute();
  const mine = await trx
    .selectFrom('integral_scores')
    .select(['total', 'park_rank'])
    .where('system_id', '=', system.id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!mine) return null;
  return { systemId: system.id, total: Number(mine.total), rank: mine.park_rank, count: Number(count.n) };
}
