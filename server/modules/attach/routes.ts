import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { Attachment } from '../../db/schema.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { BizError, forbidden, HttpError, notFound } from '../../lib/errors.js';
import { EmptyEnvelope, IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import type { AuthUser } from '../../plugins/session-repo.js';
import { canManage, canRead } from './access.js';
import { servedContentType, verifiedMime } from './file-types.js';
import { displayFilename } from './filename.js';
import { FILE_FIELD, receiveSingleFile } from './receive.js';
import { AttachmentRepo, type Visibility } from './repo.js';
import { AttachmentInfoSchema, downloadUrl, toInfo, UploadedSchema } from './schema.js';
import { AttachmentStorage } from '../../lib/attachment-storage.js';

const BASE = '/api/dpboot/attach';

/** Documented as binary; typed as the stream the handler sends (Fastify sends streams unserialised). */
const FileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });
const TAGS = ['attach'];

/** One answer for "missing", "deleted", "another tenant's" and "not yours": none reveals that a file exists. */
const missing = () => notFound('附件');

function loggedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, '请先登录');
  return request.user;
}

/**
 * PUBLIC files are readable by anonymous visitors of the park, so only operators may publish one;
 * content of other users becomes public through the screens that publish it.
 */
function visibilityOf(fields: Map<string, string>, user: AuthUser): Visibility {
  const value = fields.get('visibility')?.trim().toUpperCase();
  if (value === undefined || value === '') return 'PRIVATE';
  if (value !== 'PUBLIC' && value !== 'PRIVATE') throw new BizError('可见范围的取值无效（PUBLIC 或 PRIVATE）');
  if (value === 'PUBLIC' && !isOperator(user)) throw new BizError('仅园区运营人员可以上传公开附件', 403);
  return value;
}

/**
 * Attachments (SPEC: upload/single, delete/{id}, getAttInfo/{id}, download/{id}). Multipart is
 * registered here only, so no other route accepts multipart bodies.
 */
export default async function attachRoutes(app: AppInstance) {
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
  });

  const repo = new AttachmentRepo(app.db);
  const storage = new AttachmentStorage(app.config.dataDir);

  async function readable(request: FastifyRequest, id: number): Promise<Attachment> {
    const attachment = await repo.find(request.tenant.id, id);
    if (!attachment || !canRead(attachment, request.user)) throw missing();
    return attachment;
  }

  app.post(
    `${BASE}/upload/single`,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '上传单个附件',
        description:
          `multipart/form-data：字段 ${FILE_FIELD} 为文件，可选字段 visibility（PUBLIC/PRIVATE，默认 PRIVATE；PUBLIC 仅限运营人员）。` +
          '支持图片（jpg、png、gif、webp）、PDF、Word/Excel/PowerPoint、zip、UTF-8 的 txt/csv；文件内容须与扩展名一致。',
        consumes: ['multipart/form-data'],
        response: { 200: UploadedSchema },
      },
    },
    async (request) => {
      const user = loggedIn(request);
      const received = await receiveSingleFile(request, storage, maxBytes);
      let key: string | undefined;
      try {
        const visibility = visibilityOf(received.fields, user);
        if (received.size === 0) throw new BizError('上传的文件是空的');
        const filename = displayFilename(received.rawFilename);
        const mime = await verifiedMime(received.tempPath, filename, received.utf8Text);
        key = await storage.keep(received.tempPath, request.tenant.id);
        const row = await repo.insert({
          tenant_id: request.tenant.id,
          uploader_id: user.id,
          filename,
          mime,
          size: received.size,
          sha256: received.sha256,
          storage_key: key,
          visibility,
        });
        return ok({
          id: row.id,
          filename: row.filename,
          mime: row.mime,
          size: row.size,
          url: downloadUrl(row.id),
        });
      } catch (error) {
        // Rejected or failed: neither the bytes nor a row may stay behind.
        await storage.discard(received.tempPath);
        if (key) await storage.remove(key);
        throw error;
      }
    },
  );

  app.get(
    `${BASE}/getAttInfo/:id`,
    {
      schema: {
        tags: TAGS,
        summary: '查询附件信息',
        params: IdParams,
        response: { 200: AttachmentInfoSchema },
      },
    },
    async (request) => ok(toInfo(await readable(request, request.params.id))),
  );

  app.get(
    `${BASE}/download/:id`,
    {
      schema: {
        tags: TAGS,
        summary: '下载附件（文件流）',
        description: '成功时返回文件内容，文件名在 content-disposition 中；失败时返回 JSON 信封。',
        params: IdParams,
        response: {
          200: {
            description: '文件内容；出错时为 JSON 信封',
            content: {
              'application/octet-stream': { schema: FileBytes },
              'application/json': { schema: EmptyEnvelope },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const attachment = await readable(request, request.params.id);
      const file = await storage.open(attachment.storage_key);
      if (!file) {
        request.log.error({ attachmentId: attachment.id }, 'attachment file missing on disk');
        throw missing();
      }
      // Headers only once the file is open: an error before this point is still a JSON envelope.
      return (
        reply
          .header('content-type', servedContentType(attachment.mime))
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(attachment.filename))
          .header('cache-control', 'private, max-age=0')
          .header('x-content-type-options', 'nosniff')
          // Opened directly in a tab, the file still may not run script on the portal's origin.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.stream)
      );
    },
  );

  app.delete(
    `${BASE}/delete/:id`,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '删除附件（上传者或园区运营人员）',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const user = loggedIn(request);
      const attachment = await readable(request, request.params.id);
      if (!canManage(attachment, user)) throw forbidden('只有上传者或园区运营人员可以删除此附件');
      if (!(await repo.softDelete(request.tenant.id, attachment.id))) throw missing();
      try {
        await storage.remove(attachment.storage_key);
      } catch (error) {
        // The row is already gone for every reader; a leftover file is a disk-space matter for the log.
        request.log.error({ err: error, attachmentId: attachment.id }, 'could not remove attachment file');
      }
      return ok(null);
    },
  );
}
