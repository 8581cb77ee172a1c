import {
  MATCH_VERDICTS,
  POLICY_LEVELS,
  POLICY_MATCH_LEVELS,
  type MatchVerdict,
  type PolicyMatchLevel,
} from '../../../../common/policy.js';
import type {
  MatchedCondition,
  MatchedItem,
  MatchedPolicy,
  MatchedQuota,
  MatchSummary,
} from '../../../../common/policy/match/contract.js';
import { explainLink } from './explain.js';
import type {
  EngineCondition,
  EngineItem,
  EngineLink,
  EnginePolicy,
  EngineQuota,
  ResolvedAnswer,
} from './types.js';

/**
 * The matching engine: pure functions over loaded data. A quota link passes (符合), fails (不符合),
 * or is unknown (待确认: no answer); a condition combines its links (ALL / ANY); an apply item
 * passes when all its conditions pass. A policy is decided over all its conditions (policyLevel):
 * MATCHED when every one passes, POSSIBLE when none fails and some are unknown; when some fail, it
 * is PARTIAL if an apply item still passes as a whole (that item can be applied for), else UNMATCHED.
 */

export type Answers = ReadonlyMap<number, ResolvedAnswer>;
export type Quotas = ReadonlyMap<number, EngineQuota>;

const EPSILON = 1e-9;

/** Does the answer satisfy the link? The answer is of the quota's kind. */
export function compare(quota: EngineQuota, link: EngineLink, answer: ResolvedAnswer): boolean {
  if (quota.kind === 'NUMBER') {
    const x = answer.value ?? Number.NaN;
    const v = link.value ?? 0;
    switch (link.operator) {
      case 'GTE':
        return x >= v - EPSILON;
      case 'GT':
        return x > v + EPSILON;
      case 'LTE':
        return x <= v + EPSILON;
      case 'LT':
        return x < v - EPSILON;
      case 'EQ':
        return Math.abs(x - v) <= EPSILON;
      case 'BETWEEN':
        return x >= v - EPSILON && x <= (link.value2 ?? v) + EPSILON;
      default:
        return false;
    }
  }
  const chosen = new Set(answer.optionIds);
  switch (link.operator) {
    case 'ALL':
      return link.optionIds.every((id) => chosen.has(id));
    case 'NONE':
      return !link.optionIds.some((id) => chosen.has(id));
    case 'ANY':
      return link.optionIds.some((id) => chosen.has(id));
    default:
      return false;
  }
}

function hasAnswer(quota: EngineQuota, answer: ResolvedAnswer | undefined): answer is ResolvedAnswer {
  if (!answer) return false;
  return quota.kind === 'NUMBER' ? answer.value !== null && Number.isFinite(answer.value) : true;
}

export function evaluateLink(
  quota: EngineQuota,
  link: EngineLink,
  answer: ResolvedAnswer | undefined,
): MatchedQuota {
  if (!hasAnswer(quota, answer)) {
    return {
      quotaId: quota.id,
      quotaName: quota.name,
      verdict: 'UNKNOWN',
      explanation: explainLink(quota, link, undefined, 'UNKNOWN'),
      source: null,
    };
  }
  const verdict: MatchVerdict = compare(quota, link, answer) ? 'PASS' : 'FAIL';
  return {
    quotaId: quota.id,
    quotaName: quota.name,
    verdict,
    explanation: explainLink(quota, link, answer, verdict),
    source: answer.source,
  };
}

export const MANUAL_REVIEW = '需在申报时由主管部门审核，待确认';

export function evaluateCondition(
  condition: EngineCondition,
  quotas: Quotas,
  answers: Answers,
): MatchedCondition {
  const results: MatchedQuota[] = [];
  for (const link of condition.links) {
    const quota = quotas.get(link.quotaId);
    if (!quota || !quota.enabled) continue;
    results.push(evaluateLink(quota, link, answers.get(quota.id)));
  }
  let verdict: MatchVerdict;
  if (results.length === 0) verdict = 'UNKNOWN';
  else if (condition.logic === 'ANY') {
    verdict = results.some((r) => r.verdict === 'PASS')
      ? 'PASS'
      : results.some((r) => r.verdict === 'UNKNOWN')
        ? 'UNKNOWN'
        : 'FAIL';
  } else {
    verdict = results.some((r) => r.verdict === 'FAIL')
      ? 'FAIL'
      : results.some((r) => r.verdict === 'UNKNOWN')
        ? 'UNKNOWN'
        : 'PASS';
  }
  return {
    conditionId: condition.id,
    name: condition.name,
    verdict,
    verdictLabel: MATCH_VERDICTS[verdict],
    explanation: results.length === 0 ? MANUAL_REVIEW : results.map((r) => r.explanation).join('；'),
    quotas: results,
  };
}

export function evaluateItem(item: EngineItem, quotas: Quotas, answers: Answers): MatchedItem {
  const conditions = item.conditions.map((c) => evaluateCondition(c, quotas, answers));
  const verdict: MatchVerdict = conditions.some((c) => c.verdict === 'FAIL')
    ? 'FAIL'
    : conditions.some((c) => c.verdict === 'UNKNOWN')
      ? 'UNKNOWN'
      : 'PASS';
  return {
    itemId: item.id,
    name: item.name,
    autoGrant: item.autoGrant,
    verdict,
    verdictLabel: MATCH_VERDICTS[verdict],
    award: item.maxAward,
    conditions,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The verdict of a policy from its items' conditions: 完全匹配 only when every condition is met,
 * 可能匹配 only when none is unmet (so its counts never show a 不符合), 部分匹配 when some are
 * unmet but a whole apply item is met, 暂不匹配 otherwise. A policy without items matches nothing.
 */
export function policyLevel(items: readonly Pick<MatchedItem, 'verdict' | 'conditions'>[]): PolicyMatchLevel {
  if (items.length === 0) return 'UNMATCHED';
  const verdicts = items.flatMap((i) => i.conditions.map((c) => c.verdict));
  if (!verdicts.includes('FAIL'))
    return verdicts.includes('UNKNOWN') ? 'POSSIBLE' : 'MATCHED';
  return items.some((i) => i.verdict === 'PASS') ? 'PARTIAL' : 'UNMATCHED';
}

export function evaluatePolicy(policy: EnginePolicy, quotas: Quotas, answers: Answers): MatchedPolicy {
  const items = policy.items.map((i) => evaluateItem(i, quotas, answers));
  const conditions = items.flatMap((i) => i.conditions);
  const count = (v: MatchVerdict) => conditions.filter((c) => c.verdict === v).length;
  const passing = items.filter((i) => i.verdict === 'PASS');
  const matchLevel = policyLevel(items);
  const total = conditions.length;
  const passed = count('PASS');
  return {
    policyId: policy.id,
    title: policy.title,
    issuer: policy.issuer,
    level: policy.level,
    levelLabel: POLICY_LEVELS[policy.level],
    endDate: policy.endDate,
    matchLevel,
    matchLevelLabel: POLICY_MATCH_LEVELS[matchLevel],
    passed,
    failed: count('FAIL'),
    unknown: count('UNKNOWN'),
    total,
    share: total === 0 ? 1 : round2(passed / total),
    estimatedAward: round2(passing.reduce((sum, i) => sum + i.award, 0)),
    autoGranted: passing.some((i) => i.autoGrant),
    items,
  };
}

/**
 * All-pass first, then the share of passed conditions (a higher share ranks first even when its
 * award is lower), then the estimated award, then the lower policy id: the same answers give the
 * same order whatever order the library was read in.
 */
export function rank(policies: MatchedPolicy[]): MatchedPolicy[] {
  return [...policies].sort(
    (a, b) =>
      Number(b.matchLevel === 'MATCHED') - Number(a.matchLevel === 'MATCHED') ||
      b.share - a.share ||
      b.estimatedAward - a.estimatedAward ||
      a.policyId - b.policyId,
  );
}

export function summarise(policies: readonly MatchedPolicy[]): MatchSummary {
  const level = (l: PolicyMatchLevel) => policies.filter((p) => p.matchLevel === l).length;
  return {
    policyCount: policies.length,
    matchedCount: level('MATCHED'),
    partialCount: level('PARTIAL'),
    possibleCount: level('POSSIBLE'),
    autoGrantedCount: policies.filter((p) => p.autoGranted).length,
    totalAward: round2(policies.reduce((sum, p) => sum + p.estimatedAward, 0)),
  };
}

/** Matches every policy in one pass and ranks them; policies without apply items are left out. */
export function matchAll(policies: readonly EnginePolicy[], quotas: Quotas, answers: Answers) {
  const ranked = rank(
    policies.filter((p) => p.items.length > 0).map((p) => evaluatePolicy(p, quotas, answers)),
  );
  return { policies: ranked, summary: summarise(ranked) };
}
