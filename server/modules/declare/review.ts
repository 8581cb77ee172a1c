import type { Static } from 'typebox';
import { BIZ } from '../../../common/envelope.js';
import { DECLARE_LIMITS as L, type DeclareAuditAction, type DeclareState } from '../../../common/declare.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { changedMeanwhile, visibleApplication } from './access.js';
import * as apps from './application-repo.js';
import { SUBJECT } from './applications.js';
import { calendarDay, parkToday } from './dates.js';
import type { Ctx } from './declarations.js';
import { auditReason, longText } from './rules.js';
import type { LandingBody } from './schema.js';

/** The operators' side of applications: the review decision and the landing (兑现) afterwards. */

const REFUSALS: Partial<Record<DeclareState, string>> = {
  TOSUBMIT: '该申报尚未提交，不能审核',
  PASS: '该申报已审核通过',
  FAIL: '该申报已审核不通过',
  BACK: '该申报已退回企业修改，待企业重新提交后再审核',
};

/** TOAUDIT → PASS / FAIL / BACK; FAIL and BACK carry the reason the enterprise sees. */
export async function auditApplication(
  ctx: Ctx,
  input: { id: number; action: DeclareAuditAction; reason?: string | undefined },
): Promise<{ id: number; state: DeclareState }> {
  const row = await visibleApplication(ctx, input.id);
  const reason = input.action === 'PASS' ? (input.reason?.trim() ?? '').slice(0, 200) : auditReason(input.reason);
  if (row.state !== 'TOAUDIT') throw new BizError(REFUSALS[row.state] ?? '该申报的状态已变化，请刷新后重试', BIZ.conflict);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const values = {
      state: input.action,
      reason: input.action === 'PASS' ? '' : reason,
      audited_at: now,
      auditor_id: ctx.user.id,
      updated_at: now,
    };
    if (!(await apps.updateApplication(trx, ctx.tenantId, row.id, ['TOAUDIT'], values))) throw changedMeanwhile();
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: SUBJECT,
      subjectId: row.id,
      action: input.action,
      from: 'TOAUDIT',
      to: input.action,
      reason,
      actorId: ctx.user.id,
    });
    return { id: row.id, state: input.action };
  });
}

/** addLandingInfo: what was granted, when, and the document; recorded (or corrected) only after PASS. */
export async function recordLanding(ctx: Ctx, input: Static<typeof LandingBody>): Promise<{ id: number; state: DeclareState }> {
  const row = await visibleApplication(ctx, input.id);
  if (row.state !== 'PASS') throw new BizError('审核通过后才能登记兑现信息', BIZ.conflict);
  const landedOn = calendarDay(input.landedOn, '兑现日期');
  if (landedOn > parkToday()) throw new BizError('兑现日期不能晚于今天');
  if (!(input.amount > 0)) throw new BizError('兑现金额须大于0');
  const note = longText(input.note ?? '', '兑现说明', 0, L.landingNoteMax);
  const existing = await apps.landingOf(ctx.db, ctx.tenantId, row.id);
  const attachmentId = input.attachmentId ?? null;
  if (attachmentId !== null && attachmentId !== existing?.attachment_id) {
    const file = await apps.attachmentById(ctx.db, ctx.tenantId, attachmentId);
    // A document the operator uploaded now: not some other user's private file.
    if (!file || file.uploader_id !== ctx.user.id) throw new BizError('兑现凭证不存在或不可用，请重新上传');
  }
  const now = nowIso();
  const amount = Math.round(input.amount * 10_000) / 10_000;
  await ctx.db.transaction().execute(async (trx) => {
    const values = { amount, landed_on: landedOn, note, attachment_id: attachmentId, recorder_id: ctx.user.id, updated_at: now };
    if (existing) {
      await trx.updateTable('declare_landings').set(values).where('tenant_id', '=', ctx.tenantId).where('id', '=', existing.id).execute();
    } else {
      await trx.insertInto('declare_landings').values({ ...values, tenant_id: ctx.tenantId, application_id: row.id, created_at: now }).execute();
    }
    if (!(await apps.updateApplication(trx, ctx.tenantId, row.id, ['PASS'], { updated_at: now }))) throw changedMeanwhile();
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: SUBJECT,
      subjectId: row.id,
      action: 'LANDING',
      from: 'PASS',
      to: 'PASS',
      reason: `兑现${amount}万元（${landedOn}）${note ? `：${note}` : ''}`.slice(0, 200),
      actorId: ctx.user.id,
    });
  });
  return { id: row.id, state: 'PASS' };
}
