import {
  INTEGRAL_FIELDS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  type IntegralStage,
  type IndicatorDef,
  type IntegralField,
  type ScoringRule,
  type StageRule,
  type ValueSource,
} from '@common/integral/model';
import { bandLabel } from '@common/integral/scoring';
import { formatNumber } from '@/ui/format';

/** The indicator system in words, as a visitor reads how the score is computed. */

const label = (field: IntegralField) => INTEGRAL_FIELDS[field].label;

/** Where an indicator's value comes from: 研发费用 ÷ 营业收入 × 100%. */
export function sourceText(source: ValueSource): string {
  if (source.kind === 'FIELD') return `填报的${label(source.field)}`;
  if (source.kind === 'RATIO') return `${label(source.numerator)} ÷ ${label(source.denominator)} × 100%`;
  return `（${label(source.current)} − ${label(source.previous)}）÷ ${label(source.previous)} × 100%`;
}

/** 12.5 → '12.50': a score is shown to the hundredth, as it is computed and summed. */
export const points = (value: number) => value.toFixed(2);

/** A number as the rules print it: 20000 → 20,000; 2.5 → 2.5. */
export const amount = (value: number) => formatNumber(value, 2);

/** One line per band (">3000万元 得100分"), or the linear rule in one line. */
export function ruleLines(rule: ScoringRule, unit: string): string[] {
  if (rule.kind === 'BANDED') return rule.bands.map((band) => `${bandLabel(band, unit)} 得${amount(band.points)}分`);
  const per = unit === '%' ? '个百分点' : unit || '单位';
  return [`每${per}${amount(rule.perUnit)}分，最高${amount(rule.cap)}分`];
}

/** How the three stages are told apart, one sentence each, in the stages' own order (初创 / 成长 / 成熟). */
export function stageRuleLines(rule: StageRule): { stage: string; text: string }[] {
  const text: Record<IntegralStage, string> = {
    STARTUP: `成立不满${String(rule.startupMaxAge)}年，且营业收入低于${amount(rule.startupMaxRevenue)}万元`,
    GROWTH: '不属于初创期和成熟期的企业（含成立年限不详的企业）',
    MATURE: `成立${String(rule.matureMinAge)}年及以上，且营业收入不低于${amount(rule.matureMinRevenue)}万元`,
  };
  return INTEGRAL_STAGES.map((stage) => ({ stage: INTEGRAL_STAGE_LABELS[stage], text: text[stage] }));
}

/** The dimension's full mark at each stage (the sum of its weights). */
export function dimensionMax(indicators: readonly IndicatorDef[]): { STARTUP: number; GROWTH: number; MATURE: number } {
  const sum = (pick: (i: IndicatorDef) => number) => Math.round(indicators.reduce((s, i) => s + pick(i) * 100, 0)) / 100;
  return { STARTUP: sum((i) => i.weights.STARTUP), GROWTH: sum((i) => i.weights.GROWTH), MATURE: sum((i) => i.weights.MATURE) };
}
