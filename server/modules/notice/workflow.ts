import type { NoticeChanged } from '../../../common/notice/contract.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NoticeStatus } from './tables.js';
import { nowIso } from '../../lib/clock.js';
import type { UserCtx } from '../../kit/context.js';
import { auditTrail, changeState } from '../../kit/workflow.js';
import { usedByPublished } from '../../kit/attachments.js';
import * as repo from './repo.js';
import { rejectReason } from './rules.js';
import { SUBJECT } from './save.js';

/**
 * Publishing, rejecting, withdrawing and deleting, each a guarded state change (server/kit/workflow.ts).
 * Attachment visibility changes with the status, in the same transaction, so a file is public
 * exactly while a published notice uses it.
 */

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

/** One step of a notice: the kit's guarded change with the notice's loader, refusals and trail. */
function step<R>(
  ctx: UserCtx,
  id: number,
  action: string,
  from: readonly NoticeStatus[],
  update: (trx: Kysely<DB>) => Promise<boolean>,
  then: (trx: Kysely<DB>, notice: repo.NoticeRow, trail: ReturnType<typeof auditTrail>) => Promise<R>,
): Promise<R> {
  const trail = auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);
  return changeState(ctx.db, {
    noun: '通知',
    load: (trx) => repo.noticeById(trx, ctx.tenantId, id),
    status: (notice) => notice.status,
    from,
    refusal: (status) => REFUSALS[action]?.[status],
    update,
    then: (trx, notice) => then(trx, notice, trail),
  });
}

export function publishNotice(ctx: UserCtx, id: number): Promise<NoticeChanged> {
  const now = nowIso();
  const values = { status: 'JOINT' as const, reason: '', publisher_id: ctx.user.id, published_at: now, updated_at: now };
  return step(
    ctx,
    id,
    'PUBLISH',
    ['CHECK'],
    (trx) => repo.updateNotice(trx, ctx.tenantId, id, ['CHECK'], values),
    async (trx, _notice, trail) => {
      const files = await repo.filesOf(trx, ctx.tenantId, id);
      await repo.setVisibility(trx, ctx.tenantId, files.map((f) => f.id), 'PUBLIC');
      await trail(trx, id, 'PUBLISH', 'CHECK', 'JOINT');
      return { id, status: 'JOINT', publishedAt: now };
    },
  );
}

export function rejectNotice(ctx: UserCtx, id: number, reasonInput: string): Promise<NoticeChanged> {
  const reason = rejectReason(reasonInput);
  const values = { status: 'CANCEL' as const, reason, updated_at: nowIso() };
  return step(
    ctx,
    id,
    'REJECT',
    ['CHECK'],
    (trx) => repo.updateNotice(trx, ctx.tenantId, id, ['CHECK'], values),
    async (trx, _notice, trail) => {
      await trail(trx, id, 'REJECT', 'CHECK', 'CANCEL', reason);
      return { id, status: 'CANCEL', publishedAt: null };
    },
  );
}

/** Back to CHECK: off the public list, and its files private again unless another published record uses them. */
export function withdrawNotice(ctx: UserCtx, id: number): Promise<NoticeChanged> {
  const values = { status: 'CHECK' as const, publisher_id: null, published_at: null, updated_at: nowIso() };
  return step(
    ctx,
    id,
    'WITHDRAW',
    ['JOINT'],
    (trx) => repo.updateNotice(trx, ctx.tenantId, id, ['JOINT'], values),
    async (trx, _notice, trail) => {
      const fileIds = (await repo.filesOf(trx, ctx.tenantId, id)).map((f) => f.id);
      const shared = await usedByPublished(trx, ctx.tenantId, fileIds, { kind: 'notice', id });
      await repo.setVisibility(trx, ctx.tenantId, fileIds.filter((f) => !shared.has(f)), 'PRIVATE');
      await trail(trx, id, 'WITHDRAW', 'JOINT', 'CHECK');
      return { id, status: 'CHECK', publishedAt: null };
    },
  );
}

/** Only unpublished notices; their attachments stay (private, since no published notice uses them). */
export function deleteNotice(ctx: UserCtx, id: number): Promise<null> {
  return step(
    ctx,
    id,
    'DELETE',
    ['CHECK', 'CANCEL'],
    (trx) => repo.deleteNotice(trx, ctx.tenantId, id, ['CHECK', 'CANCEL']),
    async (trx, notice, trail) => {
      await trail(trx, id, 'DELETE', notice.status, 'DELETED');
      return null;
    },
  );
}
