import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD } from '../../../common/appeal/contract.js';
import { APPEAL_LIMITS, dueAtFor } from '../../../common/appeal/rules.js';
import { BIZ } from '../../../common/envelope.js';
import { isOperator } from '../../../common/roles.js';
import { sniffImage, withUpload, type Upload, type UploadRules } from '../../kit/attachments.js';
import type { UserCtx } from '../../kit/context.js';
import type { AttachmentStorage } from '../../lib/attachment-storage.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, forbidden, HttpError } from '../../lib/errors.js';
import { INDIVIDUAL_REFUSED, mayFile } from './access.js';
import { insertEvent, insertPhotos, type NewPhoto } from './events-repo.js';
import * as repo from './repo.js';
import { idempotencyKey, submitFields, type SubmitFields } from './rules.js';
import { NOT_HANDLED } from './tables.js';

export const MISSING_KEY = '缺少请求标识（Idempotency-Key），请刷新页面后重新提交';

const tooManyPhotos = () => new BizError(`照片最多${APPEAL_LIMITS.photosMax}张`);

/** The filing form: text fields, and up to six photos. */
export function photoRules(maxBytes: number): UploadRules {
  return {
    field: PHOTO_FIELD,
    maxBytes,
    maxFiles: APPEAL_LIMITS.photosMax,
    maxFields: 20,
    maxFieldBytes: 16 * 1024,
    maxParts: 30,
    messages: {
      notMultipart: '提交诉求须使用 multipart/form-data',
      wrongField: `照片请放在字段 ${PHOTO_FIELD} 中上传`,
      tooLarge: `照片过大（每张最大 ${Number((maxBytes / 1024 / 1024).toFixed(1))} MB）`,
      tooMany: tooManyPhotos,
      tooMuch: '提交的内容过多',
      malformed: '提交内容格式不正确，请重新提交',
    },
  };
}

/**
 * A repeat of an earlier submission (same tenant and Idempotency-Key) gets the first answer and
 * writes nothing. A key someone else used is refused rather than answered with their appeal.
 */
async function earlier(ctx: UserCtx, key: string): Promise<{ id: number } | null> {
  const found = await repo.appealByKey(ctx.db, key);
  if (!found) return null;
  if (found.submitter_id !== ctx.user.id) throw new BizError('请求标识已被使用，请重新提交', BIZ.conflict);
  return { id: found.id };
}

/** The organisation the appeal is for: the filer's own, or the one an operator chose in this park. */
async function orgFor(ctx: UserCtx, fields: SubmitFields): Promise<number> {
  if (fields.orgId === null) return ctx.user.orgId!;
  const org = await repo.orgOfTenant(ctx.db, fields.orgId);
  if (!org) throw new BizError('所选企业不存在，请重新选择');
  return org.id;
}

/** Checks every photo's bytes, then moves them into storage; their rows come in the transaction. */
async function keepPhotos(ctx: UserCtx, upload: Upload): Promise<NewPhoto[]> {
  if (upload.files.length > APPEAL_LIMITS.photosMax) throw tooManyPhotos();
  const photos: NewPhoto[] = [];
  for (const [index, photo] of upload.files.entries()) {
    if (photo.size === 0) throw new BizError(`第${index + 1}张照片是空的，请重新选择`);
    const type = await sniffImage(photo.tempPath, () => new BizError('照片只能是 jpg、png、webp 或 gif 格式的图片'));
    photos.push({
      storageKey: await upload.keep(photo, ctx.tenantId),
      filename: `现场照片${index + 1}.${type.ext}`,
      mime: type.mime,
      size: photo.size,
      sha256: photo.sha256,
    });
  }
  return photos;
}

/**
 * POST appeal/submit: one appeal with its photos, exactly once per Idempotency-Key. The key is
 * looked up first; two requests racing with the same key both pass that check, and the unique
 * index (tenant_id, client_key) lets only one insert: the other rolls back, removes its files and
 * answers the winner's id.
 */
export async function submitAppeal(
  ctx: UserCtx,
  request: FastifyRequest,
  storage: AttachmentStorage,
  rules: UploadRules,
): Promise<{ id: number }> {
  const key = idempotencyKey(request.headers['idempotency-key']);
  if (!key) throw new HttpError(400, MISSING_KEY);
  const repeat = await earlier(ctx, key);
  if (repeat) return repeat;
  if (!mayFile(ctx.user)) throw forbidden(INDIVIDUAL_REFUSED);

  return withUpload(request, storage, rules, async (upload) => {
    const fields = submitFields(upload.fields, isOperator(ctx.user));
    const orgId = await orgFor(ctx, fields);
    const photos = await keepPhotos(ctx, upload);
    const now = nowIso();
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const id = await repo.insertAppeal(trx, {
          org_id: orgId,
          category: fields.category,
          title: fields.title,
          content: fields.content,
          address: fields.address,
          lng: fields.lng,
          lat: fields.lat,
          state: 'SUBMITTED',
          department_id: null,
          submitter_id: ctx.user.id,
          on_behalf: fields.orgId === null ? 0 : 1,
          ...NOT_HANDLED,
          due_at: dueAtFor(now, fields.category),
          client_key: key,
          created_at: now,
          updated_at: now,
        });
        await insertPhotos(trx, ctx.tenantId, id, ctx.user.id, photos);
        await insertEvent(trx, {
          appealId: id,
          action: 'SUBMIT',
          from: null,
          to: 'SUBMITTED',
          actorId: ctx.user.id,
          at: now,
        });
        return { id };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await earlier(ctx, key);
      if (!winner) throw error;
      await upload.unkeep();
      return winner;
    }
  });
}
