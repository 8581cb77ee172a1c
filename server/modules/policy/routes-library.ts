import { POLICY_LEVEL_KEYS, POLICY_LEVELS, type PolicyFilterOptions } from '../../../common/policy.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { history } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { EmptyEnvelope } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { ctxOf, SUBJECT } from './context.js';
import { parkDay } from './dates.js';
import { detail, fileItem, listItem } from './present.js';
import * as repo from './repo-library.js';
import { industryList } from './rules.js';
import { addPolicy, auditPolicy, deletePolicy, editPolicy, POLICY_ACTION_LABELS } from './save-library.js';
import { DuplicateAnswer, IdQuery } from './schema-common.js';
import {
  AuditBody,
  DetailAnswer,
  DuplicateTitleQuery,
  EditFormSchema,
  FiltersAnswer,
  HistoryAnswer,
  HotAnswer,
  HotQuery,
  ListAnswer,
  ListQuery,
  PolicyFormSchema,
  PolicySavedAnswer,
} from './schema-library.js';
import { buildApplyTree, loadTrees } from './tree-build.js';
import { TreeAnswer, PolicyIdParams } from './schema-tree.js';
import { visiblePolicy } from './visible.js';

const TAGS = ['policy'];
const BASE = '/api/dpboot/policy';

/** The policy library: public reads (GET, cacheable, no personal data) and the operators' writes. */
export default async function libraryRoutes(app: AppInstance) {
  const operator = { preHandler: app.requireOperator };

  app.get(
    `${BASE}/listpolices`,
    {
      schema: {
        tags: TAGS,
        summary: '政策列表（公开）',
        description: '访客只看到已发布且未过期的政策；运营人员可按发布状态筛选并看到全部。',
        querystring: ListQuery,
        response: { 200: ListAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const op = isOperator(request.user);
      const today = parkDay();
      const validity =
        q.validity === '' || q.validity === 'ALL' || q.validity === undefined ? undefined : q.validity;
      const { rows, total } = await repo.listPolicies(
        app.db,
        request.tenant.id,
        {
          operator: op,
          search: q.search,
          level: q.level || undefined,
          industry: q.industry,
          issuer: q.issuer?.trim() || undefined,
          state: op ? q.state || undefined : undefined,
          validity,
          autoGrant: q.autoGrant,
          sort: q.sort ?? 'NEW',
          pagenum: q.pagenum ?? 1,
          size: q.size ?? 20,
        },
        today,
      );
      return ok({ list: rows.map((r) => listItem(r, today)), total });
    },
  );

  app.get(
    `${BASE}/list_filters`,
    {
      schema: {
        tags: TAGS,
        summary: '政策筛选项：级别、行业、发文单位及条数（公开）',
        response: { 200: FiltersAnswer },
      },
    },
    async (request) => {
      const rows = await repo.filterSource(app.db, request.tenant.id, isOperator(request.user), parkDay());
      const count = (values: string[]) => {
        const map = new Map<string, number>();
        for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
        return [...map]
          .map(([name, n]) => ({ name, count: n }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
      };
      const answer: PolicyFilterOptions = {
        levels: POLICY_LEVEL_KEYS.map((value) => ({
          value,
          label: POLICY_LEVELS[value],
          count: rows.filter((r) => r.level === value).length,
        })),
        industries: count(rows.flatMap((r) => industryList(r.industries))),
        issuers: count(rows.map((r) => r.issuer)),
      };
      return ok(answer);
    },
  );

  app.get(
    `${BASE}/policy_detail`,
    {
      schema: {
        tags: TAGS,
        summary: '政策详情（已发布的公开；运营人员可看全部）',
        description: '已发布的政策每位访客每天记一次浏览（登录用户按用户，否则按 IP）。',
        querystring: IdQuery('政策编号'),
        response: { 200: DetailAnswer },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      let policy = await visiblePolicy(app, request, request.query.id);
      const today = parkDay();
      if (policy.state === 'JOINT') {
        const viewer = request.user ? `u:${request.user.id}` : `ip:${request.ip}`;
        if (await repo.addView(app.db, tenantId, policy.id, viewer, today, nowIso()))
          policy = { ...policy, view_count: policy.view_count + 1 };
      }
      const files = (await repo.filesOf(app.db, tenantId, policy.id)).map(fileItem);
      return ok(detail(policy, files, today));
    },
  );

  app.get(
    `${BASE}/getApplyTreeByPolicyId/:id`,
    {
      schema: {
        tags: TAGS,
        summary: '政策的申报事项树（公开）',
        description: '申报事项 → 奖补与申报条件 → 条件关联的指标。可见范围同政策详情。',
        params: PolicyIdParams,
        response: { 200: TreeAnswer },
      },
    },
    async (request) => {
      const policy = await visiblePolicy(app, request, request.params.id);
      return ok(buildApplyTree(policy, await loadTrees(app.db, request.tenant.id, [policy.id])));
    },
  );

  app.get(
    `${BASE}/list_hot_polices`,
    {
      schema: {
        tags: TAGS,
        summary: '热门政策（公开）',
        description: '已发布且未过期的政策，按 浏览人次 + 3 × 测评匹配次数 从高到低。',
        querystring: HotQuery,
        response: { 200: HotAnswer },
      },
    },
    async (request) => {
      const rows = await repo.hotPolicies(app.db, request.tenant.id, parkDay(), request.query.size ?? 10);
      return ok(
        rows.map((r) => ({
          id: r.id,
          title: r.title,
          issuer: r.issuer,
          level: r.level,
          levelLabel: POLICY_LEVELS[r.level],
          endDate: r.end_date,
          maxAward: Number(r.max_award),
          autoGrant: r.auto_grant === 1,
          viewCount: r.view_count,
          matchCount: r.match_count,
          heat: r.view_count + 3 * r.match_count,
        })),
      );
    },
  );

  app.get(
    `${BASE}/check_duplicate_policy`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '政策标题是否已存在（运营）',
        querystring: DuplicateTitleQuery,
        response: { 200: DuplicateAnswer },
      },
    },
    async (request) => {
      const title = request.query.title.replace(/\s+/g, ' ').trim();
      return ok({ duplicate: await repo.titleTaken(app.db, request.tenant.id, title, request.query.id) });
    },
  );

  app.post(
    `${BASE}/add_policy`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '新增政策（运营）',
        description: '保存后为待审核（CHECK）。',
        body: PolicyFormSchema,
        response: { 200: PolicySavedAnswer },
      },
    },
    async (request) => ok(await addPolicy(ctxOf(app, request), request.body), '保存成功，等待审核'),
  );

  app.post(
    `${BASE}/edit_policy`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '修改政策（运营）',
        description: '修改后回到待审核（CHECK）；已发布的政策在重新审核通过前不再公开。',
        body: EditFormSchema,
        response: { 200: PolicySavedAnswer },
      },
    },
    async (request) =>
      ok(await editPolicy(ctxOf(app, request), request.body.id, request.body), '保存成功，等待审核'),
  );

  app.delete(
    `${BASE}/delete_by_id`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '删除政策（运营）',
        description:
          '连同申报事项、奖补、条件、附件关联、浏览与匹配记录一并删除；已被申报引用的政策不能删除。',
        querystring: IdQuery('政策编号'),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await deletePolicy(ctxOf(app, request), request.query.id);
      return ok(null, '删除成功');
    },
  );

  app.post(
    `${BASE}/audit`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '审核政策（运营）',
        description: '待审核 → 已发布（JOINT）或审核不通过（CANCEL，须填写2–200字审核意见）。',
        body: AuditBody,
        response: { 200: PolicySavedAnswer },
      },
    },
    async (request) => {
      const { id, state, reason } = request.body;
      return ok(
        await auditPolicy(ctxOf(app, request), id, state, reason),
        state === 'JOINT' ? '审核通过，已发布' : '已驳回',
      );
    },
  );

  app.get(
    `${BASE}/audit_history`,
    {
      ...operator,
      schema: {
        tags: TAGS,
        summary: '政策的审核记录（运营）',
        querystring: IdQuery('政策编号'),
        response: { 200: HistoryAnswer },
      },
    },
    async (request) => {
      const policy = await visiblePolicy(app, request, request.query.id);
      return ok(await history(app.db, request.tenant.id, SUBJECT, policy.id, POLICY_ACTION_LABELS));
    },
  );
}
