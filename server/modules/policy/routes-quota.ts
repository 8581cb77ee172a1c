import type { AppInstance } from '../../app-types.js';
import { EmptyEnvelope, IdParams } from '../../lib/schema.js';
import { notFound } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { ctxOf, MAX_ID } from './context.js';
import { optionItem, typeItem } from './present-quota.js';
import { quotaItems } from './read-quota.js';
import * as repo from './repo-quota.js';
import * as save from './save-quota.js';
import { DuplicateAnswer, IdQuery, SavedAnswer } from './schema-common.js';
import {
  IndexForm,
  NameQuery,
  OptionForm,
  OptionsAnswer,
  QuotaEditForm,
  QuotaForm,
  QuotaIdQuery,
  QuotasAnswer,
  QuotaTypesAnswer,
  SearchQuery,
  StateForm,
  TypeEditForm,
  TypeForm,
  TypeIdQuery,
} from './schema-quota.js';

const TAGS = ['policy-quota'];
const BASE = '/api/dpboot/policy';

/** The park's quota system (指标体系) for operators: types, quotas, options, states and order. */
export default async function quotaRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireOperator };

  app.get(
    `${BASE}/quota_type_list`,
    {
      ...guard,
      schema: { tags: TAGS, summary: '指标类型列表（运营）', response: { 200: QuotaTypesAnswer } },
    },
    async (request) => ok((await repo.quotaTypes(app.db, request.tenant.id)).map(typeItem)),
  );

  app.get(
    `${BASE}/quotas_of_type`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '某类型下的指标（运营）',
        querystring: TypeIdQuery,
        response: { 200: QuotasAnswer },
      },
    },
    async (request) => {
      if (!(await repo.typeById(app.db, request.tenant.id, request.query.typeId))) throw notFound('指标类型');
      return ok(await quotaItems(app.db, request.tenant.id, { typeId: request.query.typeId }));
    },
  );

  app.get(
    `${BASE}/all_quotas`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '全部指标（运营）',
        description: '按类型、排序号排列，含停用的。',
        response: { 200: QuotasAnswer },
      },
    },
    async (request) => ok(await quotaItems(app.db, request.tenant.id)),
  );

  app.get(
    `${BASE}/search_quotas`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '搜索指标（运营）',
        description: '名称、问题或类型名包含关键词。',
        querystring: SearchQuery,
        response: { 200: QuotasAnswer },
      },
    },
    async (request) =>
      ok(
        await quotaItems(app.db, request.tenant.id, {
          search: request.query.search,
          limit: request.query.size ?? 20,
        }),
      ),
  );

  app.post(
    `${BASE}/addquotatype`,
    {
      ...guard,
      schema: { tags: TAGS, summary: '新增指标类型（运营）', body: TypeForm, response: { 200: SavedAnswer } },
    },
    async (request) =>
      ok(await save.saveType(ctxOf(app, request), { ...request.body, id: undefined }), '保存成功'),
  );

  app.post(
    `${BASE}/updatequotatype`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '修改指标类型（运营）',
        body: TypeEditForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) => ok(await save.saveType(ctxOf(app, request), request.body), '保存成功'),
  );

  app.delete(
    `${BASE}/delete_quota_type`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '删除指标类型（运营）',
        description: '类型下还有指标时不能删除。',
        querystring: IdQuery('指标类型编号'),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await save.deleteType(ctxOf(app, request), request.query.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    `${BASE}/check_duplicate_quota_type`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '指标类型名称是否已存在（运营）',
        querystring: NameQuery,
        response: { 200: DuplicateAnswer },
      },
    },
    async (request) =>
      ok({
        duplicate: await repo.nameTaken(
          app.db,
          'policy_quota_types',
          request.tenant.id,
          request.query.name.trim(),
          request.query.id,
        ),
      }),
  );

  app.post(
    `${BASE}/quotatype/updateState`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '启用或停用指标类型（运营）',
        body: StateForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) =>
      ok(await save.setTypeState(ctxOf(app, request), request.body.id, request.body.state), '操作成功'),
  );

  app.post(
    `${BASE}/quotatype/updateIndexnumber`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '修改指标类型排序号（运营）',
        body: IndexForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) =>
      ok(await save.setTypeIndex(ctxOf(app, request), request.body.id, request.body.indexnumber), '操作成功'),
  );

  app.post(
    `${BASE}/addquota`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '新增指标（运营）',
        description: '选项指标可同时给出选项（options）。',
        body: QuotaForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) =>
      ok(await save.saveQuota(ctxOf(app, request), { ...request.body, id: undefined }), '保存成功'),
  );

  app.post(
    `${BASE}/updatequota`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '修改指标（运营）',
        description: '选项另行维护（quota/option/…）；已被条件引用的指标不能改变类型。',
        body: QuotaEditForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) => ok(await save.saveQuota(ctxOf(app, request), request.body), '保存成功'),
  );

  app.delete(
    `${BASE}/delete_quota`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '删除指标（运营）',
        description: '已被申报条件引用的指标不能删除。',
        querystring: IdQuery('指标编号'),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await save.deleteQuota(ctxOf(app, request), request.query.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    `${BASE}/check_duplicate_quota`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '指标名称是否已存在（运营）',
        querystring: NameQuery,
        response: { 200: DuplicateAnswer },
      },
    },
    async (request) =>
      ok({
        duplicate: await repo.nameTaken(
          app.db,
          'policy_quotas',
          request.tenant.id,
          request.query.name.trim(),
          request.query.id,
        ),
      }),
  );

  app.post(
    `${BASE}/quota/updateState`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '启用或停用指标（运营）',
        body: StateForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) =>
      ok(await save.setQuotaState(ctxOf(app, request), request.body.id, request.body.state), '操作成功'),
  );

  app.post(
    `${BASE}/quota/updateIndexnumber`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '修改指标排序号（运营）',
        body: IndexForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) =>
      ok(
        await save.setQuotaIndex(ctxOf(app, request), request.body.id, request.body.indexnumber),
        '操作成功',
      ),
  );

  app.get(
    `${BASE}/quota/options`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '指标的选项（运营）',
        querystring: QuotaIdQuery,
        response: { 200: OptionsAnswer },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const id = request.query.quotaId;
      if (id > MAX_ID || !(await repo.quotaById(app.db, tenantId, id))) throw notFound('指标');
      return ok((await repo.optionsOf(app.db, tenantId, [id])).get(id)?.map(optionItem) ?? []);
    },
  );

  app.post(
    `${BASE}/quota/option/saveOrUpdate`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '新增或修改指标选项（运营）',
        body: OptionForm,
        response: { 200: SavedAnswer },
      },
    },
    async (request) => ok(await save.saveOption(ctxOf(app, request), request.body), '保存成功'),
  );

  app.delete(
    `${BASE}/quota/option/delete/:id`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '删除指标选项（运营）',
        description: '已被申报条件引用的选项不能删除。',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await save.deleteOption(ctxOf(app, request), request.params.id);
      return ok(null, '删除成功');
    },
  );
}
