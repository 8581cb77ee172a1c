import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { APPEAL_LIMITS } from '../../../common/appeal.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { notFound } from '../../lib/errors.js';
import { EmptyEnvelope, IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { canRate } from './access.js';
import { ctxOf } from './context.js';
import { eventsOf, photosOf } from './events-repo.js';
import operatorRoutes from './operator-routes.js';
import { AttachmentStorage } from '../../lib/attachment-storage.js';
import { detail, listItem } from './present.js';
import { PHOTO_FIELD } from './receive.js';
import * as repo from './repo.js';
import {
  ChangedAnswer,
  DetailAnswer,
  ListAnswer,
  MineQuery,
  PhotoParams,
  RateBody,
  SubmittedAnswer,
} from './schema.js';
import { submitAppeal } from './submit.js';
import { rate, visibleAppeal } from './workflow.js';

const TAGS = ['appeal'];
const BASE = '/api/dpboot/appeal';
const FileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/**
 * Appeals (诉求), the enterprises' side: filing (an outbox route: exactly once per
 * Idempotency-Key), their list and detail, the photos, and rating the park's answer. The
 * operators' handling, analysis and export are registered with them.
 */
export default async function appealRoutes(app: AppInstance) {
  const maxBytes = app.config.uploadMaxBytes;
  // Registered in this module's scope: only these routes (and attach's) accept multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: APPEAL_LIMITS.photosMax,
      fields: 20,
      parts: 30,
      fieldSize: 16 * 1024,
      headerPairs: 100,
    },
  });
  const store = new AttachmentStorage(app.config.dataDir);

  app.post(
    `${BASE}/submit`,
    {
      preHandler: app.requireLogin,
      config: { outbox: true },
      schema: {
        tags: TAGS,
        summary: '提交诉求（企业用户；运营人员可代企业提交）',
        description:
          'multipart/form-data：category（诉求类别代码）、title、content、address、lng/lat（可选，WGS-84）、orgId（仅运营人员代企业提交时）；' +
          `${PHOTO_FIELD}：0–${APPEAL_LIMITS.photosMax} 张图片（jpg/png/webp/gif，按内容识别）。须带请求头 Idempotency-Key：` +
          '同一园区内同一标识的重复提交（含并发）返回第一次的结果 { id }，不再写入任何内容。',
        consumes: ['multipart/form-data'],
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({
              title: 'Idempotency-Key',
              description: '客户端生成的请求标识（8–64 位字母、数字、-、_）',
            }),
          ),
        }),
        response: { 200: SubmittedAnswer },
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      return ok(await submitAppeal({ ...ctx, store, maxBytes }, request), '提交成功');
    },
  );

  app.get(
    `${BASE}/mine`,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '我的诉求',
        description: '企业用户：本企业的诉求及本人提交的；运营人员：本人代企业提交的。按提交时间从新到旧。',
        querystring: MineQuery,
        response: { 200: ListAnswer },
      },
    },
    async (request) => {
      const { db, tenantId, user } = ctxOf(app, request);
      const q = request.query;
      const orgId = isOperator(user) ? null : user.orgId;
      const { rows, total } = await repo.listAppeals(
        db,
        tenantId,
        { kind: 'mine', userId: user.id, orgId },
        { states: q.state ? [q.state] : undefined },
        { pagenum: q.pagenum ?? 1, size: q.size ?? 20 },
      );
      const now = Date.now();
      return ok({ list: rows.map((row) => listItem(row, now)), total });
    },
  );

  app.get(
    `${BASE}/detail/:id`,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '诉求详情（含照片与办理过程）',
        description: '运营人员可看本园区全部诉求；其他用户只能看本企业的和本人提交的，其余一律为“不存在”。',
        params: IdParams,
        response: { 200: DetailAnswer },
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request);
      const appeal = await visibleAppeal(ctx, request.params.id);
      const [photos, events] = await Promise.all([
        photosOf(ctx.db, ctx.tenantId, appeal.id),
        eventsOf(ctx.db, ctx.tenantId, appeal.id),
      ]);
      return ok(detail(appeal, photos, events, canRate(appeal, ctx.user)));
    },
  );

  app.get(
    `${BASE}/photo/:id/:fileId`,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '下载诉求照片（文件流）',
        description: '能看到该诉求的人都能下载它的照片。失败时返回 JSON 信封。',
        params: PhotoParams,
        response: {
          200: {
            description: '图片内容；出错时为 JSON 信封',
            content: { 'image/*': { schema: FileBytes }, 'application/json': { schema: EmptyEnvelope } },
          },
        },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(app, request);
      const appeal = await visibleAppeal(ctx, request.params.id);
      const photo = (await photosOf(ctx.db, ctx.tenantId, appeal.id)).find(
        (p) => p.id === request.params.fileId,
      );
      if (!photo) throw notFound('照片');
      const file = await store.open(photo.storage_key);
      if (!file) {
        request.log.error({ attachmentId: photo.id }, 'appeal photo missing on disk');
        throw notFound('照片');
      }
      return reply
        .header('content-type', photo.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(photo.filename))
        .header('cache-control', 'private, max-age=0')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );

  app.post(
    `${BASE}/rate/:id`,
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '评价答复（诉求企业的用户）',
        description: '已答复 → 已办结：1–5 星，评价说明可选（不超过 200 字）。',
        params: IdParams,
        body: RateBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) => ok(await rate(ctxOf(app, request), request.params.id, request.body), '评价成功'),
  );

  await operatorRoutes(app);
}
