import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { ApplicationChanged, DeclareContract } from '../../../common/declare/contract.js';
import { DECLARE_LIMITS as L, type DeclareState } from '../../../common/declare/rules.js';
import { BIZ } from '../../../common/envelope.js';
import { usableAttachments } from '../../kit/attachments.js';
import type { UserCtx } from '../../kit/context.js';
import { declareNotice } from '../../../common/message/notices.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { auditTrail, changeState, type StateStep } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { NOUN, visibleApplication } from './access.js';
import * as apps from './application-repo.js';
import { SUBJECT } from './applications.js';
import { parkToday } from '../../lib/park-time.js';
import { calendarDay } from './dates.js';
import { auditReason, longText } from './rules.js';

/**
 * The operators' side of applications: the review decision and the landing (兑现) afterwards, each
 * a guarded state change (server/kit/workflow.ts) with its trail.
 */

const REFUSALS: Partial<Record<DeclareState, string>> = {
  TOSUBMIT: '该申报尚未提交，不能审核',
  PASS: '该申报已审核通过',
  FAIL: '该申报已审核不通过',
  BACK: '该申报已退回企业修改，待企业重新提交后再审核',
};

const NOT_PASSED = '审核通过后才能登记兑现信息';

/** One step of an application: the kit's guarded change, re-reading the application in the transaction. */
function step<R>(
  ctx: UserCtx,
  row: apps.ApplicationRow,
  from: readonly DeclareState[],
  refusal: (state: DeclareState) => string | undefined,
  values: Parameters<typeof apps.updateApplication>[3],
  then: StateStep<apps.ApplicationRow, DeclareState, R>['then'],
): Promise<R> {
  return changeState(ctx.db, {
    noun: NOUN,
    load: (trx) => apps.applicationById(trx, row.id),
    status: (current) => current.state,
    from,
    refusal,
    update: (trx) => apps.updateApplication(trx, row.id, from, values),
    then,
  });
}

/** TOAUDIT → PASS / FAIL / BACK; FAIL and BACK carry the reason the enterprise sees. */
export async function auditApplication(ctx: UserCtx, input: BodyOf<DeclareContract['audit']>): Promise<ApplicationChanged> {
  const row = await visibleApplication(ctx, input.id);
  const reason = input.action === 'PASS' ? (input.reason?.trim() ?? '').slice(0, 200) : auditReason(input.reason);
  const now = nowIso();
  const values = {
    state: input.action,
    reason: input.action === 'PASS' ? '' : reason,
    audited_at: now,
    auditor_id: ctx.user.id,
    updated_at: now,
  };
  const trail = auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);
  return step(ctx, row, ['TOAUDIT'], (state) => REFUSALS[state], values, async (trx) => {
    await trail(trx, row.id, input.action, 'TOAUDIT', input.action, reason);
    // The applicant (or, without one, the enterprise's users) learns the result (/user/messageNotice).
    await notify(trx, {
      tenantId: ctx.tenantId,
      userIds: row.user_id !== null ? [row.user_id] : await orgMemberIds(trx, ctx.tenantId, row.org_id),
      ...declareNotice(input.action, row.id, row.declare_title, reason),
    });
    return { id: row.id, state: input.action };
  });
}

/** addLandingInfo: what was granted, when, and the document; recorded (or corrected) only after PASS. */
export async function recordLanding(ctx: UserCtx, input: BodyOf<DeclareContract['landing']>): Promise<ApplicationChanged> {
  const row = await visibleApplication(ctx, input.id);
  // Refused before the input is checked; checked again when the change is claimed.
  if (row.state !== 'PASS') throw new BizError(NOT_PASSED, BIZ.conflict);
  const landedOn = calendarDay(input.landedOn, '兑现日期');
  if (landedOn > parkToday()) throw new BizError('兑现日期不能晚于今天');
  if (!(input.amount > 0)) throw new BizError('兑现金额须大于0');
  const note = longText(input.note ?? '', '兑现说明', 0, L.landingNoteMax);
  const existing = await apps.landingOf(ctx.db, row.id);
  const attachmentId = input.attachmentId ?? null;
  if (attachmentId !== null && attachmentId !== existing?.attachment_id) {
    // A document the operator uploaded now: not some other user's private file.
    const [file] = await usableAttachments(ctx.db, ctx.tenantId, [attachmentId], { uploadedBy: { user: ctx.user.id } });
    if (!file) throw new BizError('兑现凭证不存在或不可用，请重新上传');
  }
  const now = nowIso();
  const amount = Math.round(input.amount * 10_000) / 10_000;
  const trail = auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);
  return step(ctx, row, ['PASS'], () => NOT_PASSED, { updated_at: now }, async (trx) => {
    const values = { amount, landed_on: landedOn, note, attachment_id: attachmentId, recorder_id: ctx.user.id, updated_at: now };
    if (existing) {
      await trx.updateTable('declare_landings').set(values).where('id', '=', existing.id).execute();
    } else {
      await trx.insertInto('declare_landings').values({ ...values, application_id: row.id, created_at: now }).execute();
    }
    await trail(trx, row.id, 'LANDING', 'PASS', 'PASS', `兑现${amount}万元（${landedOn}）${note ? `：${note}` : ''}`.slice(0, 200));
    return { id: row.id, state: 'PASS' as const };
  });
}
