import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import type { DB, NoticeStatus } from '../../db/schema.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import * as repo from './repo.js';
import { rejectReason } from './rules.js';
import { SUBJECT, type Ctx } from './save.js';

/**
 * Publishing, rejecting, withdrawing and deleting. Each is one transaction that claims the notice
 * with a conditional update on its status: of two operators acting at once exactly one succeeds,
 * the other is told what happened. Attachment visibility changes with the status, in the same
 * transaction, so a file is public exactly while a published notice uses it.
 */

export interface Changed {
  id: number;
  status: NoticeStatus;
  publishedAt: string | null;
}

/** Labels of the notice actions in the audit trail. */
export const NOTICE_ACTION_LABELS: Readonly<Record<string, string>> = {
  SUBMIT: '提交',
  RESUBMIT: '修改后重新提交',
  PUBLISH: '发布',
  REJECT: '审核不通过',
  WITHDRAW: '撤回',
  DELETE: '删除',
};

/** Why an action does not apply to a notice in this status. */
const REFUSALS: Record<string, Partial<Record<NoticeStatus, string>>> = {
  PUBLISH: { JOINT: '该通知已发布', CANCEL: '审核不通过的通知需修改后重新提交' },
  REJECT: { JOINT: '该通知已发布，如需下线请撤回', CANCEL: '该通知已审核不通过' },
  WITHDRAW: { CHECK: '该通知未发布，无需撤回', CANCEL: '该通知未发布，无需撤回' },
  DELETE: { JOINT: '已发布的通知不能删除，请先撤回' },
};

async function claim(trx: Kysely<DB>, ctx: Ctx, id: number, action: string, from: NoticeStatus) {
  const notice = await repo.noticeById(trx, ctx.tenantId, id);
  if (!notice) throw notFound('通知');
  if (notice.status !== from) throw new BizError(REFUSALS[action]?.[notice.status] ?? '该通知的状态已变化，请刷新后重试', BIZ.conflict);
  return notice;
}

function trail(trx: Kysely<DB>, ctx: Ctx, id: number, action: string, from: NoticeStatus, to: string, reason = '') {
  return record(trx, { tenantId: ctx.tenantId, subjectType: SUBJECT, subjectId: id, action, from, to, reason, actorId: ctx.user.id });
}

const changedMeanwhile = () => new BizError('该通知的状态已变化，请刷新后重试', BIZ.conflict);

export function publishNotice(ctx: Ctx, id: number): Promise<Changed> {
  return ctx.db.transaction().execute(async (trx) => {
    await claim(trx, ctx, id, 'PUBLISH', 'CHECK');
    const now = nowIso();
    const values = { status: 'JOINT' as const, reason: '', publisher_id: ctx.user.id, published_at: now, updated_at: now };
    if (!(await repo.updateNotice(trx, ctx.tenantId, id, ['CHECK'], values))) throw changedMeanwhile();
    const files = await repo.filesOf(trx, ctx.tenantId, id);
    await repo.setVisibility(trx, ctx.tenantId, files.map((f) => f.id), 'PUBLIC');
    await trail(trx, ctx, id, 'PUBLISH', 'CHECK', 'JOINT');
    return { id, status: 'JOINT', publishedAt: now };
  });
}

export function rejectNotice(ctx: Ctx, id: number, reasonInput: string): Promise<Changed> {
  const reason = rejectReason(reasonInput);
  return ctx.db.transaction().execute(async (trx) => {
    await claim(trx, ctx, id, 'REJECT', 'CHECK');
    const values = { status: 'CANCEL' as const, reason, updated_at: nowIso() };
    if (!(await repo.updateNotice(trx, ctx.tenantId, id, ['CHECK'], values))) throw changedMeanwhile();
    await trail(trx, ctx, id, 'REJECT', 'CHECK', 'CANCEL', reason);
    return { id, status: 'CANCEL', publishedAt: null };
  });
}

/** Back to CHECK: off the public list, and its files private again unless another published notice uses them. */
export function withdrawNotice(ctx: Ctx, id: number): Promise<Changed> {
  return ctx.db.transaction().execute(async (trx) => {
    await claim(trx, ctx, id, 'WITHDRAW', 'JOINT');
    const values = { status: 'CHECK' as const, publisher_id: null, published_at: null, updated_at: nowIso() };
    if (!(await repo.updateNotice(trx, ctx.tenantId, id, ['JOINT'], values))) throw changedMeanwhile();
    const fileIds = (await repo.filesOf(trx, ctx.tenantId, id)).map((f) => f.id);
    const shared = await repo.usedByOtherPublished(trx, ctx.tenantId, fileIds, id);
    await repo.setVisibility(trx, ctx.tenantId, fileIds.filter((f) => !shared.has(f)), 'PRIVATE');
    await trail(trx, ctx, id, 'WITHDRAW', 'JOINT', 'CHECK');
    return { id, status: 'CHECK', publishedAt: null };
  });
}

/** Only unpublished notices; their attachments stay (private, since no published notice uses them). */
export function deleteNotice(ctx: Ctx, id: number): Promise<void> {
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await repo.noticeById(trx, ctx.tenantId, id);
    if (!notice) throw notFound('通知');
    if (notice.status === 'JOINT') throw new BizError(REFUSALS.DELETE?.JOINT ?? '', BIZ.conflict);
    if (!(await repo.deleteNotice(trx, ctx.tenantId, id, ['CHECK', 'CANCEL']))) throw changedMeanwhile();
    await trail(trx, ctx, id, 'DELETE', notice.status, 'DELETED');
  });
}
