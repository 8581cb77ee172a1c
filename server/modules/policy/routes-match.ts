import { POLICY_MATCH_LEVELS, type PolicyMatchLevel } from '../../../common/policy.js';
import { policyMatchContract, type PolicyEnterpriseItem } from '../../../common/policy/match/contract.js';
import type { AppInstance } from '../../app-types.js';
import type { RequestCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { myProfileAnswers, myTestRecords, quickMatch, testDetail } from './match/run.js';
import { questionById, questionnaire } from './read-quota.js';
import * as matchRepo from './repo-match.js';
import { visiblePolicy } from './visible.js';

/** An enabled question of the park's questionnaire. */
async function askedQuestion(ctx: RequestCtx, id: number) {
  const question = await questionById(ctx.db, id);
  if (!question) throw notFound('题目');
  return question;
}

type EnterpriseRow = Awaited<ReturnType<typeof matchRepo.enterprisesOf>>['rows'][number];

function enterpriseItem(r: EnterpriseRow): PolicyEnterpriseItem {
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
}

/** The questionnaire (public), quick matching and test records (signed in), a policy's enterprises (operators). */
export default async function matchRoutes(app: AppInstance) {
  serveAll(app, policyMatchContract, {
    questions: ({ ctx }) => questionnaire(ctx.db),
    questionInfo: ({ query, ctx }) => askedQuestion(ctx, query.id),
    answersOfQuestion: async ({ query, ctx }) => (await askedQuestion(ctx, query.id)).options,
    profileAnswers: ({ ctx }) => myProfileAnswers(ctx),
    quickMatch: ({ body, ctx }) => quickMatch(ctx, body),
    testRecords: ({ ctx, page }) => myTestRecords(ctx, page),
    testDetail: ({ query, ctx }) => testDetail(ctx, query.id),
    enterprises: async ({ query: q, ctx, page }) => {
      const policy = await visiblePolicy(ctx, q.id);
      const { rows, total } = await matchRepo.enterprisesOf(ctx.db, {
        policyId: policy.id,
        matchLevel: q.matchLevel || undefined,
        search: q.search,
        page,
        sort: { orderBy: q.orderBy, order: q.order },
      });
      return { list: rows.map(enterpriseItem), total };
    },
  });
}
