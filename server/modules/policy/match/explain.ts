import { CONDITION_OPERATORS, MATCH_VERDICTS, type MatchVerdict } from '../../../../common/policy.js';
import type { EngineLink, EngineQuota, ResolvedAnswer } from './types.js';

/**
 * The Chinese sentences of a match, one per quota link, as a person would say them: what the
 * enterprise has, what the policy asks, and the verdict, e.g. '研发投入占比 4.2%，要求 ≥ 3%，符合'.
 */

/** 3 → '3', 3.50 → '3.5', 1234.5678 → '1234.57'. */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const withUnit = (value: number, unit: string) => `${formatNumber(value)}${unit}`;

const listOf = (labels: readonly string[]) => (labels.length === 0 ? '无' : labels.join('、'));

/** Labels of option ids, in the quota's option order; unknown ids are left out. */
export function labelsOf(quota: EngineQuota, optionIds: readonly number[]): string[] {
  const wanted = new Set(optionIds);
  return [...quota.options].filter(([id]) => wanted.has(id)).map(([, label]) => label);
}

/** The requirement of a link in words: '≥ 3%', '介于 1年 ~ 5年', '属于其中之一：高新技术企业、专精特新企业'. */
export function requirementText(
  quota: EngineQuota,
  link: Pick<EngineLink, 'operator' | 'value' | 'value2' | 'optionIds'>,
): string {
  const op = CONDITION_OPERATORS[link.operator];
  if (quota.kind === 'NUMBER') {
    const value = link.value ?? 0;
    if (link.operator === 'BETWEEN')
      return `${withUnit(value, quota.unit)} ~ ${withUnit(link.value2 ?? value, quota.unit)}`;
    return `${op.symbol} ${withUnit(value, quota.unit)}`;
  }
  return `${op.label}：${listOf(labelsOf(quota, link.optionIds))}`;
}

/** '研发投入占比 ≥ 3%' — the link as the apply tree shows it. */
export const linkText = (
  quota: EngineQuota,
  link: Pick<EngineLink, 'operator' | 'value' | 'value2' | 'optionIds'>,
) => `${quota.name} ${requirementText(quota, link)}`;

/** How an answer reads: '3.5%', '高新技术企业、规上企业', '无'. */
export function answerText(quota: EngineQuota, answer: Pick<ResolvedAnswer, 'optionIds' | 'value'>): string {
  if (quota.kind === 'NUMBER') return answer.value === null ? '未填写' : withUnit(answer.value, quota.unit);
  return listOf(labelsOf(quota, answer.optionIds));
}

type Link = Pick<EngineLink, 'operator' | 'value' | 'value2' | 'optionIds'>;

/** How a condition's quota reads: a number against a threshold, a yes/no question, or a choice of options. */
export type ConditionKind = 'threshold' | 'boolean' | 'choice';

/** A single choice of exactly 是 and 否 (labels may explain further: 是（无不良记录）) is a yes/no question. */
export function conditionKind(quota: EngineQuota): ConditionKind {
  if (quota.kind === 'NUMBER') return 'threshold';
  const labels = [...quota.options.values()];
  return quota.kind === 'SINGLE' &&
    labels.length === 2 &&
    labels.some((l) => l.startsWith('是')) &&
    labels.some((l) => l.startsWith('否'))
    ? 'boolean'
    : 'choice';
}

const fromProfile = (answer: Pick<ResolvedAnswer, 'source'>) =>
  answer.source === 'PROFILE' ? '（据企业信息）' : '';

/** '为高新技术企业', '为 A、B 之一', '同时具备 A、B', '不属于 A'. */
function choiceRequirement(quota: EngineQuota, link: Link): string {
  const wanted = labelsOf(quota, link.optionIds);
  const list = listOf(wanted);
  switch (link.operator) {
    case 'ALL':
      return wanted.length > 1 ? `同时具备${list}` : `具备${list}`;
    case 'NONE':
      return `不属于${list}`;
    default:
      return wanted.length > 1 ? `为${list}之一` : `为${list}`;
  }
}

/** The yes/no a link asks for ('是' also for 是（无不良记录）), or null when it accepts both or neither. */
function booleanWanted(quota: EngineQuota, link: Link): string | null {
  const chosen = new Set(link.optionIds);
  const wanted = [...quota.options].filter(([id]) => (link.operator === 'NONE' ? !chosen.has(id) : chosen.has(id)));
  return wanted.length === 1 ? (wanted[0]?.[1].slice(0, 1) ?? null) : null;
}

/**
 * The one sentence of a link, built from the condition's kind:
 * - threshold: '研发投入占比 4.2%，要求 ≥ 3%，符合'
 * - boolean: '高新技术企业：是，要求是，符合'
 * - choice: '所属行业：新材料，要求为高端装备制造、新能源之一，不符合'
 * - no answer: '未填写上年度营业收入，无法判断，待确认'
 * A value taken from the organisation record says so: '注册资本 500万元（据企业信息），…'.
 */
export function explainLink(
  quota: EngineQuota,
  link: Link,
  answer: Pick<ResolvedAnswer, 'optionIds' | 'value' | 'source'> | undefined,
  verdict: MatchVerdict,
): string {
  const word = MATCH_VERDICTS[verdict];
  if (!answer || verdict === 'UNKNOWN') return `未填写${quota.name}，无法判断，${word}`;
  const shown = `${answerText(quota, answer)}${fromProfile(answer)}`;
  switch (conditionKind(quota)) {
    case 'threshold':
      return `${quota.name} ${shown}，要求 ${requirementText(quota, link)}，${word}`;
    case 'boolean': {
      const wanted = booleanWanted(quota, link);
      if (wanted !== null) return `${quota.name}：${shown}，要求${wanted}，${word}`;
      break;
    }
    default:
      break;
  }
  const missing =
    verdict === 'FAIL' && link.operator === 'ALL'
      ? `，缺少${listOf(labelsOf(quota, link.optionIds.filter((id) => !answer.optionIds.includes(id))))}`
      : '';
  return `${quota.name}：${shown}，要求${choiceRequirement(quota, link)}${missing}，${word}`;
}
