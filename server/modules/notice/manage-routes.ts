import type { AppInstance } from '../../app-types.js';
import { EmptyEnvelope, IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { ctxOf } from './context.js';
import { manageItem } from './present.js';
import * as repo from './repo.js';
import { saveNotice } from './save.js';
import { ChangedAnswer, CountsAnswer, ManageListAnswer, ManageListQuery, NOTICE_STATUSES, RejectBody, SaveBody, SavedAnswer } from './schema.js';
import { deleteNotice, publishNotice, rejectNotice, withdrawNotice } from './workflow.js';

const TAGS = ['notice'];
const BASE = '/api/dpboot/notice';

/** The operators' side (/op/notice and /op/notice/add): drafting, publishing, rejecting, withdrawing. */
export default async function manageRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireOperator };

  app.get(
    `${BASE}/manage/list`,
    { ...guard, schema: { tags: TAGS, summary: '通知管理列表（运营）', querystring: ManageListQuery, response: { 200: ManageListAnswer } } },
    async (request) => {
      const q = request.query;
      const filter = {
        status: q.status || undefined,
        type: q.search_type || undefined,
        search: q.search,
        pagenum: q.pagenum ?? 1,
        size: q.size ?? 20,
      };
      const { rows, total } = await repo.listNotices(app.db, request.tenant.id, filter, 'manage');
      return ok({ list: rows.map(manageItem), total });
    },
  );

  app.get(
    `${BASE}/manage/counts`,
    { ...guard, schema: { tags: TAGS, summary: '各发布状态的通知数（运营）', response: { 200: CountsAnswer } } },
    async (request) => {
      const counts = await repo.countsBy(app.db, request.tenant.id, 'status');
      const [CHECK, JOINT, CANCEL] = NOTICE_STATUSES.map((s) => counts.get(s) ?? 0) as [number, number, number];
      return ok({ CHECK, JOINT, CANCEL, total: CHECK + JOINT + CANCEL });
    },
  );

  app.post(
    `${BASE}/save`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '新增或修改通知（运营）',
        description: '无 id 为新增，有 id 为修改；保存后为待审核（CHECK）。已发布的通知须先撤回再修改。正文按白名单过滤。',
        body: SaveBody,
        response: { 200: SavedAnswer },
      },
    },
    async (request) => ok(await saveNotice(ctxOf(app, request), request.body), '保存成功'),
  );

  app.post(
    `${BASE}/publish/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '发布通知（运营）',
        description: '待审核 → 已发布；通知的附件、封面和正文图片变为公开。',
        params: IdParams,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) => ok(await publishNotice(ctxOf(app, request), request.params.id), '发布成功'),
  );

  app.post(
    `${BASE}/reject/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '审核不通过（运营）',
        description: '待审核 → 审核不通过，须填写审核意见（2–200 字）。',
        params: IdParams,
        body: RejectBody,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) => ok(await rejectNotice(ctxOf(app, request), request.params.id, request.body.reason), '已驳回'),
  );

  app.post(
    `${BASE}/withdraw/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '撤回已发布的通知（运营）',
        description: '已发布 → 待审核；不再被其他已发布通知使用的附件恢复为私有。',
        params: IdParams,
        response: { 200: ChangedAnswer },
      },
    },
    async (request) => ok(await withdrawNotice(ctxOf(app, request), request.params.id), '已撤回'),
  );

  app.delete(
    `${BASE}/delete/:id`,
    {
      ...guard,
      schema: { tags: TAGS, summary: '删除未发布的通知（运营）', params: IdParams, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      await deleteNotice(ctxOf(app, request), request.params.id);
      return ok(null, '删除成功');
    },
  );
}
