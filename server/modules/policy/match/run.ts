import { ANSWER_SOURCES, POLICY_MATCH_LEVELS } from '../../../../common/policy.js';
import type {
  MatchResult,
  MatchSummary,
  ProfileAnswers,
  QuickMatchBody,
  TestAnswerView,
  TestDetail,
  TestRecordItem,
} from '../../../../common/policy/match/contract.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Paging } from '../../../kit/paging.js';
import type { UserCtx } from '../../../kit/context.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, forbidden, notFound } from '../../../lib/errors.js';
import { isOperator } from '../../../../common/roles.js';
import { parkToday } from '../../../lib/park-time.js';
import * as matchRepo from '../repo-match.js';
import * as quotaRepo from '../repo-quota.js';
import { treeRows } from '../repo-tree.js';
import { enginePolicies, engineQuotasOf } from '../tree-build.js';
import { matchAll } from './engine.js';
import { answerText } from './explain.js';
import { orgOf, profileAnswers } from './profile.js';
import type { EngineQuota, ResolvedAnswer } from './types.js';

/**
 * A quick match: every live policy of the park against the answers (and, for the rest, the
 * organisation's record), in one pass over data loaded in a fixed number of queries; the result
 * is saved as a test record of the user (and organisation).
 */

/** The person's answers, checked against the quotas; answers to unknown or disabled quotas are dropped. */
export function resolveAnswers(
  input: QuickMatchBody['answers'],
  quotas: ReadonlyMap<number, EngineQuota>,
): Map<number, ResolvedAnswer> {
  const resolved = new Map<number, ResolvedAnswer>();
  for (const answer of input) {
    const quota = quotas.get(answer.quotaId);
    if (!quota || !quota.enabled) continue;
    if (quota.kind === 'NUMBER') {
      if (answer.value === undefined) continue;
      resolved.set(quota.id, { quotaId: quota.id, optionIds: [], value: answer.value, source: 'ANSWER' });
      continue;
    }
    if (answer.optionIds === undefined) continue;
    const ids = [...new Set(answer.optionIds)];
    if (ids.some((id) => !quota.options.has(id)))
      throw new BizError(`「${quota.name}」的答案选项无效，请刷新问卷后重试`);
    if (quota.kind === 'SINGLE' && ids.length > 1) throw new BizError(`「${quota.name}」只能选择一项`);
    resolved.set(quota.id, { quotaId: quota.id, optionIds: ids, value: null, source: 'ANSWER' });
  }
  return resolved;
}

/** Who a match is for: the park, the user and their organisation. */
export interface MatchFor {
  /** The park's scoped handle (server/kit/tenant-scope.ts). */
  db: Kysely<DB>;
  user: { id: number; orgId: number | null };
}

/** Every quota of the park (with options) and the user's organisation: three queries. */
async function context(ctx: MatchFor) {
  const [rows, org] = await Promise.all([
    quotaRepo.quotaRows(ctx.db),
    orgOf(ctx.db, ctx.user.orgId),
  ]);
  return { rows, quotas: await engineQuotasOf(ctx.db, rows), org };
}

/** What the user's organisation record answers (my_profile_answers). */
export async function myProfileAnswers(ctx: UserCtx): Promise<ProfileAnswers> {
  const { rows, quotas, org } = await context(ctx);
  const enabled = rows.filter((r) => quotas.get(r.id)?.enabled);
  return {
    orgId: org?.id ?? null,
    orgName: org?.fullname ?? '',
    answers: profileAnswers(enabled, quotas, org),
  };
}

const topOf = (result: Pick<MatchResult, 'policies'>) =>
  result.policies
    .filter((p) => p.matchLevel === 'MATCHED' || p.matchLevel === 'PARTIAL')
    .slice(0, 3)
    .map((p) => p.title);

export function quickMatch(ctx: UserCtx, body: QuickMatchBody): Promise<MatchResult> {
  return runMatch(ctx, body, { today: parkToday(), createdAt: nowIso() });
}

/** The match of quickMatch on a given day, saved with the given time (the demo seed runs one). */
export async function runMatch(
  ctx: MatchFor,
  body: QuickMatchBody,
  { today, createdAt }: { today: string; createdAt: string },
): Promise<MatchResult> {
  const [{ rows, quotas, org }, policies] = await Promise.all([
    context(ctx),
    matchRepo.livePolicies(ctx.db, today),
  ]);
  const answers = resolveAnswers(body.answers, quotas);
  if (body.useProfile !== false) {
    const enabled = rows.filter((r) => quotas.get(r.id)?.enabled);
    for (const p of profileAnswers(enabled, quotas, org, today)) {
      if (!answers.has(p.quotaId))
        answers.set(p.quotaId, {
          quotaId: p.quotaId,
          optionIds: p.optionIds ?? [],
          value: p.value ?? null,
          source: 'PROFILE',
        });
    }
  }
  const tree = await treeRows(
    ctx.db,
    policies.map((p) => p.id),
  );
  const { policies: ranked, summary } = matchAll(
    enginePolicies(policies, { rows: tree, quotas }),
    quotas,
    answers,
  );

  const typeName = new Map(rows.map((r) => [r.id, r.type_name]));
  const order = new Map(rows.map((r, i) => [r.id, i]));
  const views: TestAnswerView[] = [...answers.values()]
    .filter((a) => quotas.has(a.quotaId))
    .sort((a, b) => (order.get(a.quotaId) ?? 0) - (order.get(b.quotaId) ?? 0))
    .map((a) => {
      const quota = quotas.get(a.quotaId) as EngineQuota;
      return {
        quotaId: a.quotaId,
        quotaName: quota.name,
        typeName: typeName.get(a.quotaId) ?? '',
        source: a.source,
        sourceLabel: ANSWER_SOURCES[a.source],
        optionIds: a.optionIds,
        value: a.value,
        display: answerText(quota, a),
      };
    });

  const orgId = org?.id ?? null;
  const orgName = org?.fullname ?? '';
  const testId = await matchRepo.saveTest(
    ctx.db,
    {
      userId: ctx.user.id,
      orgId,
      orgName,
      answers: JSON.stringify(views),
      result: JSON.stringify({ summary, policies: ranked }),
      summary: JSON.stringify({ summary, topPolicies: topOf({ policies: ranked }) }),
      answerCount: views.length,
      policyCount: summary.policyCount,
      matchedCount: summary.matchedCount,
      totalAward: summary.totalAward,
      createdAt,
    },
    ranked,
  );
  return { testId, createdAt, orgId, orgName, summary, policies: ranked };
}

const EMPTY_SUMMARY: MatchSummary = {
  policyCount: 0,
  matchedCount: 0,
  partialCount: 0,
  possibleCount: 0,
  autoGrantedCount: 0,
  totalAward: 0,
};

function parse<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export async function myTestRecords(ctx: UserCtx, page: Paging): Promise<{ list: TestRecordItem[]; total: number }> {
  const { rows, total } = await matchRepo.myTests(ctx.db, ctx.user.id, page);
  return {
    total,
    list: rows.map((r) => {
      const s = parse<{ summary: MatchSummary; topPolicies: string[] }>(r.summary, {
        summary: EMPTY_SUMMARY,
        topPolicies: [],
      });
      return {
        id: r.id,
        createdAt: r.created_at,
        orgName: r.org_name,
        answerCount: r.answer_count,
        summary: s.summary,
        topPolicies: s.topPolicies,
      };
    }),
  };
}

/** A test record: its owner may read it, and the park's operators (a policy's enterprise list links here). */
export async function testDetail(ctx: UserCtx, id: number): Promise<TestDetail> {
  const row = await matchRepo.testById(ctx.db, id);
  if (!row) throw notFound('测评记录');
  if (row.user_id !== ctx.user.id && !isOperator(ctx.user)) throw forbidden('只能查看自己的测评记录');
  const result = parse<Pick<MatchResult, 'summary' | 'policies'>>(row.result, {
    summary: EMPTY_SUMMARY,
    policies: [],
  });
  return {
    id: row.id,
    createdAt: row.created_at,
    userName: row.user_name ?? '',
    orgId: row.org_id,
    orgName: row.org_name,
    answers: parse<TestAnswerView[]>(row.answers, []),
    result: {
      testId: row.id,
      createdAt: row.created_at,
      orgId: row.org_id,
      orgName: row.org_name,
      summary: result.summary,
      policies: result.policies,
    },
  };
}

export const matchLevelLabel = (level: string) =>
  POLICY_MATCH_LEVELS[level as keyof typeof POLICY_MATCH_LEVELS] ?? level;
