import { CONDITION_OPERATORS } from '../../../../common/policy.js';
import type { EngineLink, EngineQuota, ResolvedAnswer } from './types.js';

/** The Chinese sentences of a match: one per quota link, e.g. '研发投入占比 3.5% ≥ 3%，满足'. */

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

const fromProfile = (answer: ResolvedAnswer) => (answer.source === 'PROFILE' ? '（据企业信息）' : '');

export const unknownText = (quota: EngineQuota) => `未填写「${quota.name}」，暂无法判断`;

/** One sentence for a compared link. */
export function verdictText(
  quota: EngineQuota,
  link: EngineLink,
  answer: ResolvedAnswer,
  pass: boolean,
): string {
  const verdict = pass ? '满足' : '不满足';
  const shown = `${answerText(quota, answer)}${fromProfile(answer)}`;
  if (quota.kind === 'NUMBER') {
    const requirement = requirementText(quota, link);
    if (link.operator === 'BETWEEN') {
      return pass
        ? `${quota.name} ${shown}，在 ${requirement} 之间，${verdict}`
        : `${quota.name} ${shown}，要求 ${requirement}，${verdict}`;
    }
    return pass
      ? `${quota.name} ${shown} ${requirement}，${verdict}`
      : `${quota.name} ${shown}，要求 ${requirement}，${verdict}`;
  }
  const wanted = listOf(labelsOf(quota, link.optionIds));
  return `${quota.name}：${shown}，${optionPhrase(quota, link, answer, pass, wanted)}，${verdict}`;
}

function optionPhrase(
  quota: EngineQuota,
  link: EngineLink,
  answer: ResolvedAnswer,
  pass: boolean,
  wanted: string,
): string {
  switch (link.operator) {
    case 'ALL': {
      if (pass) return `具备全部要求（${wanted}）`;
      const have = new Set(answer.optionIds);
      return `缺少${listOf(
        labelsOf(
          quota,
          link.optionIds.filter((id) => !have.has(id)),
        ),
      )}`;
    }
    case 'NONE':
      return pass ? `不在排除范围（${wanted}）内` : `属于排除范围（${wanted}）`;
    default:
      return pass ? `符合要求（${wanted}）` : `不在要求范围（${wanted}）内`;
  }
}
