import { isOperator, isOrganisation } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { BizError } from '../../lib/errors.js';
import { EmptyEnvelope } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import applicationRoutes from './application-routes.js';
import { BASE, ctxOf, TAGS } from './context.js';
import { parkToday } from './dates.js';
import { deleteDeclaration, saveDeclaration } from './declarations.js';
import { declarationDetail } from './detail.js';
import { declareItem } from './present.js';
import * as repo from './repo.js';
import {
  DeclareDetailAnswer,
  DeclareListAnswer,
  DeclareListQuery,
  DuplicateAnswer,
  DuplicateQuery,
  IdQuery,
  PolicyOptionsAnswer,
  SaveDeclareBody,
  SavedDeclareAnswer,
} from './schema.js';

/**
 * Declarations (SPEC §7 Declare): the notices, public to read once started; the operators'
 * create, edit, duplicate checks and delete. The applications' routes are beside.
 */
export default async function declareRoutes(app: AppInstance) {
  const operator = { preHandler: app.requireOperator };

  app.get(
    `${BASE}/xg_list_declare`,
    {
      schema: {
        tags: TAGS,
        summary: '申报通知列表（公开；运营人员可看全部并按状态筛选）',
        description: '访客与企业只看到已开始的通知（申报中、已截止），申报中的在前、按截止日期从近到远。企业用户的每条附带本企业的申报（mine）。',
        querystring: DeclareListQuery,
        response: { 200: DeclareListAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const today = parkToday();
      const operatorView = isOperator(request.user);
      const filter = {
        search: q.search,
        phase: q.phase || undefined,
        policyId: q.policyId,
        startedOnly: !operatorView,
        today,
        pagenum: q.pagenum ?? 1,
        size: q.size ?? 20,
      };
      const tenantId = request.tenant.id;
      const { rows, total } = await repo.listDeclarations(app.db, tenantId, filter);
      const ids = rows.map((r) => r.id);
      const orgId = isOrganisation(request.user) ? request.user?.orgId : null;
      const [applied, mines] = await Promise.all([
        operatorView ? repo.appliedCounts(app.db, tenantId, ids) : undefined,
        orgId ? repo.minesOf(app.db, tenantId, orgId, ids) : undefined,
      ]);
      const list = rows.map((row) =>
        declareItem(row, { applied: applied ? (applied.get(row.id) ?? 0) : null, mine: mines?.get(row.id) ?? null }, today),
      );
      return ok({ list, total });
    },
  );

  app.get(
    `${BASE}/detail_declare`,
    {
      schema: {
        tags: TAGS,
        summary: '申报通知详情（已开始的公开；运营人员可看全部）',
        description: '含政策、申报项目、申报时间、申报材料和通知内容；运营人员另见各状态的申报数。',
        querystring: IdQuery,
        response: { 200: DeclareDetailAnswer },
      },
    },
    async (request) =>
      ok(await declarationDetail({ db: app.db, tenantId: request.tenant.id, user: request.user }, request.query.id)),
  );

  app.post(
    `${BASE}/save_declare`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '新增或修改申报通知（运营）',
        description: '无 id 为新增，有 id 为修改。申报项目须属于所选政策；通知标题与申报名称在本园区内唯一。材料带 id 为保留（可改名），不带为新增，未列出的删除（已有企业上传文件的材料不能删除）。',
        body: SaveDeclareBody,
        response: { 200: SavedDeclareAnswer },
      },
    },
    async (request) => ok(await saveDeclaration(ctxOf(app, request), request.body), '保存成功'),
  );

  for (const [path, column, what] of [
    ['is_declare_title', 'title', '通知标题'],
    ['is_declare_name', 'name', '申报名称'],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      {
        ...operator,
        schema: {
          tags: TAGS,
          summary: `${what}是否已被使用（运营）`,
          description: `查询参数 value（或 ${column}）为要检查的${what}；修改时传 id 以排除自身。`,
          querystring: DuplicateQuery,
          response: { 200: DuplicateAnswer },
        },
      },
      async (request) => {
        const q = request.query;
        const value = (q.value ?? q[column] ?? '').replace(/\s+/g, ' ').trim();
        if (!value) throw new BizError(`请填写${what}`);
        return ok({ exists: await repo.isTaken(app.db, request.tenant.id, column, value, request.query.id) });
      },
    );
  }

  app.delete(
    `${BASE}/delete_declare`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '删除申报通知（运营）',
        description: '仅当没有企业提交过申报时可删除；企业未提交的草稿一并删除。',
        querystring: IdQuery,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await deleteDeclaration(ctxOf(app, request), request.query.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    `${BASE}/policyOptions`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '可申报的政策及其申报项目（运营，发布通知时选择）',
        description: '本园区已发布的政策（最新在前，最多 500 条）及各自的申报项目。',
        response: { 200: PolicyOptionsAnswer },
      },
    },
    async (request) => ok(await repo.policyOptions(app.db, request.tenant.id)),
  );

  await applicationRoutes(app);
}
