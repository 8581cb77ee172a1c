import { NOTICE_LIMITS, type noticeContract } from '../../../common/notice/contract.js';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { Attachment } from '../../db/schema.js';
import { attachmentIdOf, usableAttachments } from '../../kit/attachments.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, stateAfterEditOf, storeEdit } from '../../kit/publish/edit.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { NOTICE_KIND } from './publish-kind.js';
import * as repo from './repo.js';
import { oneLine as text, summaryFrom } from '../../kit/text-rules.js';
import { plainText, sanitizeBody } from './sanitize.js';

const { titleMin: TITLE_MIN, titleMax: TITLE_MAX, summaryMax: SUMMARY_MAX, bodyMax: BODY_MAX } = NOTICE_LIMITS;
type SaveInput = BodyOf<typeof noticeContract.save>;

/** Creating and editing notices: the operators' drafts, which wait for publishing as CHECK. */

const isImage = (file: Attachment | undefined) => !!file && file.mime.startsWith('image/');

interface Prepared {
  title: string;
  summary: string;
  body: string;
  coverId: number | null;
  files: repo.NoticeFiles;
}

/**
 * Checks and cleans the form. Every attachment it names (cover, files, images in the body) must be
 * one a notice may use (the kit's usableAttachments); images in the body that are not are dropped.
 */
async function prepare(ctx: UserCtx, input: SaveInput, noticeId: number | undefined): Promise<Prepared> {
  const title = text(input.title, '标题', TITLE_MIN, TITLE_MAX);
  const coverText = input.cover?.trim() ?? '';
  const coverId = coverText === '' ? null : attachmentIdOf(coverText);
  if (coverText !== '' && coverId === null) throw new BizError('封面图无效，请重新上传');
  const fileIds = [...new Set(input.attachmentIds ?? [])];

  const candidates = sanitizeBody(input.body).imageIds;
  // A notice publishes its files: operators' uploads only, or files the notice already has.
  const rule = { uploadedBy: 'operators' as const, orLinkedTo: noticeId === undefined ? undefined : { kind: 'notice' as const, id: noticeId } };
  const usable = new Map(
    (await usableAttachments(ctx.db, ctx.tenantId, [...candidates, ...fileIds, ...(coverId ? [coverId] : [])], rule)).map((a) => [a.id, a] as const),
  );
  if (fileIds.some((id) => !usable.has(id))) throw new BizError('附件不存在或不可用，请重新上传');
  if (coverId !== null && !isImage(usable.get(coverId))) throw new BizError('封面图无效，请重新上传');

  const { html, imageIds } = sanitizeBody(input.body, (id) => isImage(usable.get(id)));
  const plain = plainText(html);
  if (plain === '' && imageIds.length === 0) throw new BizError('请填写正文');
  if (html.length > BODY_MAX) throw new BizError(`正文不能超过${BODY_MAX}个字符`);
  const summaryInput = text(input.summary ?? '', '摘要', 0, SUMMARY_MAX);

  return {
    title,
    summary: summaryInput || summaryFrom(plain),
    body: html,
    coverId,
    files: { FILE: fileIds, COVER: coverId ? [coverId] : [], IMAGE: imageIds },
  };
}

/**
 * Creates a notice, or updates one that is not published. Either way it is (again) waiting for
 * publishing: a rejected notice that is edited is resubmitted (the publish kit decides the state
 * and writes the history).
 */
export async function saveNotice(ctx: UserCtx, input: SaveInput): Promise<{ id: number; status: 'CHECK' }> {
  const existing = input.id === undefined ? undefined : await repo.noticeById(ctx.db, input.id);
  if (input.id !== undefined && !existing) throw notFound('通知');
  if (existing) stateAfterEditOf(NOTICE_KIND, existing.status);
  const form = await prepare(ctx, input, existing?.id);
  const values = {
    title: form.title,
    type: input.type,
    summary: form.summary,
    body: form.body,
    cover_id: form.coverId,
    pinned: input.pinned ? 1 : 0,
    updated_at: nowIso(),
  };
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await storeEdit(trx, NOTICE_KIND, ctx, { id, from: existing.status, values });
    } else {
      const now = values.updated_at;
      id = await repo.insertNotice(trx, {
        ...values,
        status: 'CHECK',
        reason: '',
        author_id: ctx.user.id,
        publisher_id: null,
        published_at: null,
        created_at: now,
      });
      await noteCreated(trx, NOTICE_KIND, ctx, id);
    }
    await repo.replaceFiles(trx, ctx.tenantId, id, form.files);
    return { id, status: 'CHECK' as const };
  });
}
