import type { FastifyRequest } from 'fastify';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { notFound } from '../../lib/errors.js';
import { IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import manageRoutes from './manage-routes.js';
import { detail, fileItem, listItem } from './present.js';
import * as repo from './repo.js';
import { DetailAnswer, FilesAnswer, NOTICE_TYPES, PublicListAnswer, PublicListQuery, TypesAnswer } from './schema.js';

const TAGS = ['notice'];
const BASE = '/api/dpboot/notice';

/**
 * A notice as the caller may see it: visitors only published ones of this park; operators also
 * drafts and rejected ones. Anything else is "not found", so ids reveal nothing.
 */
async function visibleNotice(app: AppInstance, request: FastifyRequest, id: number) {
  const notice = await repo.noticeById(app.db, request.tenant.id, id);
  if (!notice || (notice.status !== 'JOINT' && !isOperator(request.user))) throw notFound('通知');
  return notice;
}

/** Notices (SPEC §2 /notice/detail/{id}, §7 notice/get_files and search_type): the public side. */
export default async function noticeRoutes(app: AppInstance) {
  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags: TAGS,
        summary: '已发布的通知列表（公开）',
        description: '本园区已发布的通知，置顶在前，其余按发布时间从新到旧。',
        querystring: PublicListQuery,
        response: { 200: PublicListAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.listNotices(
        app.db,
        request.tenant.id,
        { status: 'JOINT', type: q.search_type || undefined, search: q.search, pagenum: q.pagenum ?? 1, size: q.size ?? 20 },
        'public',
      );
      return ok({ list: rows.map(listItem), total });
    },
  );

  app.get(
    `${BASE}/search_type`,
    { schema: { tags: TAGS, summary: '通知类型及已发布条数（公开）', response: { 200: TypesAnswer } } },
    async (request) => {
      const counts = await repo.countsBy(app.db, request.tenant.id, 'type', 'JOINT');
      return ok(NOTICE_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 })));
    },
  );

  app.get(
    `${BASE}/detail/:id`,
    {
      schema: {
        tags: TAGS,
        summary: '通知详情（已发布的公开；运营人员可看全部）',
        description: '正文为白名单过滤后的 HTML。已发布的通知每次打开浏览量加一。',
        params: IdParams,
        response: { 200: DetailAnswer },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      let notice = await visibleNotice(app, request, request.params.id);
      if (notice.status === 'JOINT') {
        await repo.addView(app.db, tenantId, notice.id);
        notice = { ...notice, views: notice.views + 1 };
      }
      const fileIds = await repo.fileIdsOf(app.db, tenantId, notice.id);
      return ok(detail(notice, fileIds, isOperator(request.user)));
    },
  );

  app.get(
    `${BASE}/get_files/:id`,
    { schema: { tags: TAGS, summary: '通知的附件', params: IdParams, response: { 200: FilesAnswer } } },
    async (request) => {
      const notice = await visibleNotice(app, request, request.params.id);
      return ok((await repo.filesOf(app.db, request.tenant.id, notice.id, 'FILE')).map(fileItem));
    },
  );

  await manageRoutes(app);
}
