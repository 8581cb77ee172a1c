import { bandLabel } from '@common/integral/scoring';
import type {
  IndicatorDef,
  IntegralStage,
  ScoringRule,
  SystemDefinition,
  ValueSource,
} from '@common/integral/model';
import { INTEGRAL_FIELDS } from '../../api-analysis';

/** Where an indicator's value comes from, as an operator reads it. */
export function sourceText(source: ValueSource): string {
  const label = (field: keyof typeof INTEGRAL_FIELDS) => INTEGRAL_FIELDS[field].label;
  if (source.kind === 'FIELD') return label(source.field);
  if (source.kind === 'RATIO') return `${label(source.numerator)} ÷ ${label(source.denominator)} × 100%`;
  return `${label(source.current)}较${label(source.previous)}的增长率`;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

/** A rule's parts as lines: one per band (档位 → 分值), or the linear rule with its cap. */
export function ruleLines(rule: ScoringRule, unit: string): string[] {
  if (rule.kind === 'LINEAR') return [`每${unit || '单位'}${num(rule.perUnit)}分，封顶${num(rule.cap)}分`];
  return rule.bands.map((band) => `${bandLabel(band, unit)}：${num(band.points)}分`);
}

/** Each stage's weight total in per cent, summed in hundredths as the server sums them. */
export function stageTotals(indicators: readonly IndicatorDef[]): Record<IntegralStage, number> {
  const total = (stage: IntegralStage) =>
    indicators.reduce(
      (sum, i) => sum + (Number.isFinite(i.weights[stage]) ? Math.round(i.weights[stage] * 100) : 0),
      0,
    ) / 100;
  return { STARTUP: total('STARTUP'), GROWTH: total('GROWTH'), MATURE: total('MATURE') };
}

/** The last item that passes (a duplicate is the later one). */
function lastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i -= 1) if (test(items[i]!)) return i;
  return -1;
}

/** Where a problem of systemProblem belongs on the editor, so its message is shown there. */
export type ProblemPlace =
  { at: 'stageRule' } | { at: 'weights' } | { at: 'indicator'; index: number } | { at: 'system' };

/** Finds the part a problem message names (messages of common/integral/system-problem.ts systemProblem). */
export function problemPlace(problem: string, definition: SystemDefinition): ProblemPlace {
  if (problem.includes('权重合计')) return { at: 'weights' };
  if (problem.startsWith('阶段划分') || /^初创期的(成立年限|营业收入)/.test(problem))
    return { at: 'stageRule' };
  const code = /^指标编码“(.+?)”/.exec(problem)?.[1];
  const name = /^指标“(.+?)”/.exec(problem)?.[1];
  const index =
    code !== undefined
      ? lastIndex(definition.indicators, (i) => i.code === code)
      : name !== undefined
        ? lastIndex(definition.indicators, (i) => i.name.trim() === name)
        : problem.startsWith('请填写指标名称') || problem.startsWith('指标名称')
          ? definition.indicators.findIndex((i) => i.name.trim() === '' || [...i.name.trim()].length > 30)
          : -1;
  return index >= 0 ? { at: 'indicator', index } : { at: 'system' };
}

/** The first code `custom1`, `custom2`… that the system does not use yet. */
export function nextCode(indicators: readonly IndicatorDef[]): string {
  const used = new Set(indicators.map((i) => i.code));
  for (let n = 1; ; n += 1) if (!used.has(`custom${String(n)}`)) return `custom${String(n)}`;
}

/** A new indicator of a dimension: a field read directly, 10 points a unit up to 100, no weight yet. */
export function newIndicator(
  dimension: IndicatorDef['dimension'],
  indicators: readonly IndicatorDef[],
): IndicatorDef {
  return {
    code: nextCode(indicators),
    name: '',
    dimension,
    unit: '',
    source: { kind: 'FIELD', field: 'platforms' },
    rule: { kind: 'LINEAR', perUnit: 10, cap: 100 },
    weights: { STARTUP: 0, GROWTH: 0, MATURE: 0 },
  };
}

/** The source of another kind, with the fields an indicator of that kind usually reads. */
export function sourceOfKind(kind: ValueSource['kind'], current: ValueSource): ValueSource {
  if (kind === current.kind) return current;
  const first =
    current.kind === 'FIELD' ? current.field : current.kind === 'RATIO' ? current.numerator : current.current;
  if (kind === 'FIELD') return { kind, field: first };
  if (kind === 'RATIO') return { kind, numerator: first, denominator: 'revenue' };
  return { kind, current: 'revenue', previous: 'revenuePrev' };
}

/** The rule of another kind: an empty band, or a linear rule without its points yet. */
export function ruleOfKind(kind: ScoringRule['kind'], current: ScoringRule): ScoringRule {
  if (kind === current.kind) return current;
  return kind === 'BANDED'
    ? { kind, bands: [{ from: null, to: null, points: Number.NaN }] }
    : { kind, perUnit: Number.NaN, cap: 100 };
}
