import type { Audience } from '../../../common/audience/contract.js';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import { BIZ } from '../../../common/envelope.js';
import { MESSAGE_LIMITS, type messageContract } from '../../../common/message/contract.js';
import { usableAttachments, setVisibility } from '../../kit/attachments.js';
import { audienceRecipients, checkedAudience } from '../../kit/audience.js';
import type { UserCtx } from '../../kit/context.js';
import { plainText, sanitizeBody } from '../../kit/rich-text.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import * as repo from './repo.js';
import { oneLine as text, summaryFrom } from '../../kit/text-rules.js';

/** Composing and sending operators' messages: a draft, then one send to the chosen recipients. */

/** The audit trail's subject type of a message. */
export const SUBJECT = 'message';

const L = MESSAGE_LIMITS;
type SaveInput = BodyOf<typeof messageContract.save>;

const alreadySent = () => new BizError('该消息已发送，不能修改', BIZ.conflict);

/** Checks and cleans the form: files and body images must be operators' uploads (or already the message's). */
async function prepare(ctx: UserCtx, input: SaveInput, messageId: number | undefined) {
  const title = text(input.title, '标题', L.titleMin, L.titleMax);
  const fileIds = [...new Set(input.attachmentIds ?? [])];
  const candidates = sanitizeBody(input.body).imageIds;
  const rule = { uploadedBy: 'operators' as const, orLinkedTo: messageId === undefined ? undefined : { kind: 'message' as const, id: messageId } };
  const usable = new Map((await usableAttachments(ctx.db, ctx.tenantId, [...candidates, ...fileIds], rule)).map((a) => [a.id, a] as const));
  if (fileIds.some((id) => !usable.has(id))) throw new BizError('附件不存在或不可用，请重新上传');
  const { html, imageIds } = sanitizeBody(input.body, (id) => !!usable.get(id)?.mime.startsWith('image/'));
  const plain = plainText(html);
  if (plain === '' && imageIds.length === 0) throw new BizError('请填写正文');
  if (html.length > L.bodyMax) throw new BizError(`正文不能超过${L.bodyMax}个字符`);
  return { title, body: html, summary: summaryFrom(plain), files: { FILE: fileIds, IMAGE: imageIds } };
}

/** Creates or updates a draft. */
export async function saveDraft(ctx: UserCtx, input: SaveInput): Promise<{ id: number }> {
  const existing = input.id === undefined ? undefined : await repo.messageById(ctx.db, input.id);
  if (input.id !== undefined && !existing) throw notFound('消息');
  if (existing && existing.status !== 'DRAFT') throw alreadySent();
  const form = await prepare(ctx, input, existing?.id);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      if (!(await repo.updateDraft(trx, id, { title: form.title, body: form.body, summary: form.summary, updated_at: now }))) {
        throw alreadySent();
      }
    } else {
      id = await repo.insertMessage(trx, {
        kind: 'MESSAGE',
        topic: '',
        status: 'DRAFT',
        title: form.title,
        summary: form.summary,
        body: form.body,
        link: null,
        audience: null,
        sender_id: ctx.user.id,
        sent_at: null,
        created_at: now,
        updated_at: now,
      });
    }
    await repo.replaceFiles(trx, ctx.tenantId, id, form.files);
    return { id };
  });
}

/**
 * Sends a draft: the choice is resolved into users now (who joins later does not receive it), each
 * gets a delivered copy, and the message's files become readable by link (its recipients are many
 * users of many organisations; a sent message is never withdrawn). Of two sends at once one wins.
 */
export async function sendMessage(ctx: UserCtx, id: number, input: Audience): Promise<{ id: number; recipients: number; orgs: number }> {
  const existing = await repo.messageById(ctx.db, id);
  if (!existing) throw notFound('消息');
  if (existing.status !== 'DRAFT') throw new BizError('该消息已发送', BIZ.conflict);
  const audience = checkedAudience(input);
  const recipients = await audienceRecipients(ctx.db, audience);
  if (recipients.length === 0) throw new BizError('所选范围内没有可接收消息的用户，请重新选择');
  const orgs = new Set(recipients.map((r) => r.orgId).filter((o) => o !== null)).size;
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await repo.updateDraft(trx, id, {
      status: 'SENT',
      audience: JSON.stringify(audience),
      recipient_count: recipients.length,
      sender_id: ctx.user.id,
      sent_at: now,
      updated_at: now,
    });
    if (!claimed) throw new BizError('该消息已发送', BIZ.conflict);
    await repo.insertRecipients(trx, id, recipients, now);
    const files = await repo.filesOf(trx, id);
    await setVisibility(trx, ctx.tenantId, files.map((f) => f.id), 'PUBLIC');
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: SUBJECT,
      subjectId: id,
      action: 'SEND',
      from: 'DRAFT',
      to: 'SENT',
      reason: `发送给${recipients.length}位用户`,
      actorId: ctx.user.id,
    });
    return { id, recipients: recipients.length, orgs };
  });
}

export async function deleteMessage(ctx: UserCtx, id: number): Promise<null> {
  const existing = await repo.messageById(ctx.db, id);
  if (!existing) throw notFound('消息');
  if (existing.status !== 'DRAFT') throw new BizError('已发送的消息不能删除', BIZ.conflict);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteDraft(trx, id))) throw new BizError('已发送的消息不能删除', BIZ.conflict);
  });
  return null;
}
