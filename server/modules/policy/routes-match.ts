import { POLICY_MATCH_LEVELS, type PolicyMatchLevel } from '../../../common/policy.js';
import type { AppInstance } from '../../app-types.js';
import { notFound } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { ctxOf } from './context.js';
import { myProfileAnswers, myTestRecords, quickMatch, testDetail } from './match/run.js';
import { questionById, questionnaire } from './read-quota.js';
import * as matchRepo from './repo-match.js';
import { IdQuery } from './schema-common.js';
import {
  EnterpriseAnswer,
  EnterpriseQuery,
  MatchAnswer,
  MatchBody,
  ProfileAnswersAnswer,
  QuestionAnswer,
  QuestionnaireAnswer,
  RecordsAnswer,
  RecordsQuery,
  TestDetailAnswer,
} from './schema-match.js';
import { OptionsAnswer } from './schema-quota.js';
import { visiblePolicy } from './visible.js';

const TAGS = ['policy-match'];
const BASE = '/api/dpboot/policy';

/** The questionnaire (public), quick matching and test records (signed in), a policy's enterprises (operators). */
export default async function matchRoutes(app: AppInstance) {
  const login = { preHandler: app.requireLogin };

  app.get(
    `${BASE}/questions`,
    {
      schema: {
        tags: TAGS,
        summary: '政策匹配问卷（公开）',
        description: '启用的指标类型下启用且作为题目的指标，按类型、排序号分组排列。',
        response: { 200: QuestionnaireAnswer },
      },
    },
    async (request) => ok(await questionnaire(app.db, request.tenant.id)),
  );

  app.get(
    `${BASE}/questioninfo`,
    {
      schema: {
        tags: TAGS,
        summary: '问卷中的一道题（公开）',
        querystring: IdQuery('题目'),
        response: { 200: QuestionAnswer },
      },
    },
    async (request) => {
      const question = await questionById(app.db, request.tenant.id, request.query.id);
      if (!question) throw notFound('题目');
      return ok(question);
    },
  );

  app.get(
    `${BASE}/answers_of_question`,
    {
      schema: {
        tags: TAGS,
        summary: '一道题的答案选项（公开）',
        querystring: IdQuery('题目'),
        response: { 200: OptionsAnswer },
      },
    },
    async (request) => {
      const question = await questionById(app.db, request.tenant.id, request.query.id);
      if (!question) throw notFound('题目');
      return ok(question.options);
    },
  );

  app.get(
    `${BASE}/my_profile_answers`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '根据本人所属机构信息可自动作答的题目（登录）',
        description: '未关联机构的用户为空列表。',
        response: { 200: ProfileAnswersAnswer },
      },
    },
    async (request) => ok(await myProfileAnswers(ctxOf(app, request))),
  );

  app.post(
    `${BASE}/quick_match`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '政策快速匹配（登录）',
        description:
          '用问卷答案（未作答的题目默认用所属机构信息补充）与本园区全部已发布且未过期的政策逐条比对，按“全部满足优先、满足条件占比、预计奖补金额”排序，并保存为测评记录。',
        body: MatchBody,
        response: { 200: MatchAnswer },
      },
    },
    async (request) => ok(await quickMatch(ctxOf(app, request), request.body), '匹配完成'),
  );

  app.get(
    `${BASE}/list_test_records`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '我的测评记录（登录）',
        querystring: RecordsQuery,
        response: { 200: RecordsAnswer },
      },
    },
    async (request) =>
      ok(await myTestRecords(ctxOf(app, request), request.query.pagenum ?? 1, request.query.size ?? 20)),
  );

  app.get(
    `${BASE}/testdetail`,
    {
      ...login,
      schema: {
        tags: TAGS,
        summary: '测评记录详情（本人或运营人员）',
        description: '当时的答案与匹配结果，原样保存。',
        querystring: IdQuery('测评记录编号'),
        response: { 200: TestDetailAnswer },
      },
    },
    async (request) => ok(await testDetail(ctxOf(app, request), request.query.id)),
  );

  app.get(
    `${BASE}/enterprise`,
    {
      preHandler: app.requireOperator,
      schema: {
        tags: TAGS,
        summary: '测评过某政策的企业（运营）',
        description: '每家企业取其最近一次包含该政策的测评结果，按测评时间从新到旧。',
        querystring: EnterpriseQuery,
        response: { 200: EnterpriseAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const policy = await visiblePolicy(app, request, q.id);
      const { rows, total } = await matchRepo.enterprisesOf(app.db, request.tenant.id, {
        policyId: policy.id,
        matchLevel: q.matchLevel || undefined,
        search: q.search,
        pagenum: q.pagenum ?? 1,
        size: q.size ?? 20,
      });
      return ok({
        total,
        list: rows.map((r) => {
          const level = r.match_level as PolicyMatchLevel;
          return {
            orgId: r.org_id,
            orgName: r.fullname,
            creditCode: r.credit_code,
            industryName: r.industry_name,
            testId: r.test_id,
            testedAt: r.created_at,
            testCount: Number(r.tests),
            matchLevel: level,
            matchLevelLabel: POLICY_MATCH_LEVELS[level],
            share: Number(r.share),
            estimatedAward: Number(r.award),
            autoGranted: r.auto_granted === 1,
          };
        }),
      });
    },
  );
}
