import { quoted } from '../quoted.js';
import {
  INDICATOR_CODE,
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELDS,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  type Band,
  type IndicatorDef,
  type IntegralDimension,
  type IntegralField,
  type IntegralStage,
  type IntegralValues,
  type ScoringRule,
  type StageRule,
  type SystemDefinition,
  type ValueSource,
} from './model.js';

/**
 * The arithmetic of the innovation score, pure and shared: the server scores organisations with it,
 * the simulate screen recomputes with it as the operator types. Nothing here throws on an
 * enterprise's data: a figure that is missing (or a ratio whose denominator is 0) scores 0 for its
 * indicator and is flagged.
 *
 * Every amount is rounded to hundredths and summed in hundredths, so the breakdown of a score adds
 * up exactly to its total.
 */

/** Rounds to 2 decimals (half away from zero), as every value and point is shown. */
export const round2 = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;

const hundredths = (value: number): number => Math.round(value * 100);

/** Whole years from the setup date ('YYYY-MM-DD') to the last day of `year`; null when the date is unreadable. */
export function ageAt(setupDate: string, year: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(setupDate);
  if (!match) return null;
  // At 31 December every anniversary of the year has passed.
  return Math.max(year - Number(match[1]), 0);
}

/**
 * The enterprise's stage in a year, from its age at the end of the year and its revenue that year
 * (万元). Revenue not filled counts as 0; an unknown age counts as 成长期.
 */
export function stageOf(
  rule: StageRule,
  age: number | null,
  revenue: number | null | undefined,
): IntegralStage {
  if (age === null) return 'GROWTH';
  const income = revenue ?? 0;
  if (age < rule.startupMaxAge && income < rule.startupMaxRevenue) return 'STARTUP';
  if (age >= rule.matureMinAge && income >= rule.matureMinRevenue) return 'MATURE';
  return 'GROWTH';
}

const filled = (values: IntegralValues, field: IntegralField): number | null => {
  const value = values[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export interface IndicatorValue {
  /** The value (rounded to hundredths), or null when it cannot be computed. */
  value: number | null;
  /** The fields that were not filled (empty when the value is known or a denominator is 0). */
  missingFields: IntegralField[];
  /** Why there is no value, in Chinese; '' when there is one. */
  missingReason: string;
}

const label = (field: IntegralField) => INTEGRAL_FIELDS[field].label;

/** An indicator's value from an enterprise's figures. */
export function indicatorValue(source: ValueSource, values: IntegralValues): IndicatorValue {
  const fields: IntegralField[] =
    source.kind === 'FIELD'
      ? [source.field]
      : source.kind === 'RATIO'
        ? [source.numerator, source.denominator]
        : [source.current, source.previous];
  const missingFields = fields.filter((field) => filled(values, field) === null);
  if (missingFields.length > 0)
    return { value: null, missingFields, missingReason: `未填报${missingFields.map(label).join('、')}` };
  const [a, b] = fields.map((field) => filled(values, field) as number) as [number, number | undefined];
  if (source.kind === 'FIELD') return { value: round2(a), missingFields: [], missingReason: '' };
  const base = b as number;
  if (base === 0)
    return {
      value: null,
      missingFields: [],
      missingReason: `${label(fields[1] as IntegralField)}为0，无法计算`,
    };
  const ratio = source.kind === 'RATIO' ? (a / base) * 100 : ((a - base) / Math.abs(base)) * 100;
  return { value: round2(ratio), missingFields: [], missingReason: '' };
}

/** Whether a value falls in a band: above `from`, up to and including `to`. */
export const inBand = (band: Band, value: number): boolean =>
  (band.from === null || value > band.from) && (band.to === null || value <= band.to);

const num = (value: number) => String(round2(value));

/** A band as people read it: "100–300万元", "≤0%", ">3000万元". */
export function bandLabel(band: Band, unit: string): string {
  if (band.from === null && band.to === null) return '全部';
  if (band.from === null) return `≤${num(band.to as number)}${unit}`;
  if (band.to === null) return `>${num(band.from)}${unit}`;
  return `${num(band.from)}–${num(band.to)}${unit}`;
}

export interface RulePoints {
  points: number;
  /** The index of the band the value fell in (BANDED); null for no band or a LINEAR rule. */
  band: number | null;
  /** A LINEAR rule's value reached its cap. */
  capped: boolean;
}

/** The points (0–100, hundredths) a value earns under a rule; a null value earns 0. */
export function rulePoints(rule: ScoringRule, value: number | null): RulePoints {
  if (value === null) return { points: 0, band: null, capped: false };
  if (rule.kind === 'BANDED') {
    const band = rule.bands.findIndex((b) => inBand(b, value));
    return band < 0
      ? { points: 0, band: null, capped: false }
      : { points: round2(rule.bands[band]!.points), band, capped: false };
  }
  const raw = Math.max(value, 0) * rule.perUnit;
  return raw >= rule.cap
    ? { points: round2(rule.cap), band: null, capped: true }
    : { points: round2(raw), band: null, capped: false };
}

/** One indicator of a score: value → band → points → weighted points. */
export interface IndicatorScore {
  code: string;
  name: string;
  dimension: IntegralDimension;
  unit: string;
  value: number | null;
  missing: boolean;
  missingReason: string;
  /** Index of the band reached (BANDED), else null. */
  band: number | null;
  /** The band as text ("100–300万元"), the cap ("已达上限 100分") or how a LINEAR rule counts; '' when none. */
  bandLabel: string;
  capped: boolean;
  points: number;
  /** The stage's weight, per cent. */
  weight: number;
  /** points × weight / 100, hundredths. */
  weighted: number;
}

export interface DimensionScore {
  dimension: IntegralDimension;
  name: string;
  score: number;
  /** The most the dimension can give at this stage (the sum of its weights). */
  max: number;
}

export interface ScoreResult {
  stage: IntegralStage;
  stageLabel: string;
  /** Full years at the end of the year; null when unknown. */
  age: number | null;
  total: number;
  dimensions: DimensionScore[];
  items: IndicatorScore[];
  /** How many indicators had no value. */
  missingCount: number;
}

/** What is known of the enterprise besides its figures. */
export interface ScoreFacts {
  setupDate: string;
  year: number;
}

export function explainRule(indicator: IndicatorDef, result: RulePoints): string {
  const { rule } = indicator;
  if (rule.kind === 'BANDED')
    return result.band === null ? '' : bandLabel(rule.bands[result.band]!, indicator.unit);
  if (result.capped) return `已达上限${num(rule.cap)}分`;
  return `每${indicator.unit === '%' ? '个百分点' : indicator.unit}${num(rule.perUnit)}分`;
}

/** Scores one indicator at a stage. */
export function scoreIndicator(indicator: IndicatorDef, stage: IntegralStage, values: IntegralValues): IndicatorScore {
  const { value, missingReason } = indicatorValue(indicator.source, values);
  const result = rulePoints(indicator.rule, value);
  const weighted = hundredths(result.points * indicator.weights[stage]) / 10_000;
  return indicatorScore(indicator, stage, { value, missingReason, ...result, weighted });
}

/** One indicator's line of a breakdown from what its computation found; names, unit, weight and band text from its definition. */
export function indicatorScore(
  indicator: IndicatorDef,
  stage: IntegralStage,
  found: RulePoints & { value: number | null; missingReason: string; weighted: number },
): IndicatorScore {
  return {
    code: indicator.code,
    name: indicator.name,
    dimension: indicator.dimension,
    unit: indicator.unit,
    value: found.value,
    missing: found.value === null,
    missingReason: found.missingReason,
    band: found.band,
    bandLabel: explainRule(indicator, found),
    capped: found.capped,
    points: found.points,
    weight: indicator.weights[stage],
    weighted: found.weighted,
  };
}

/** An enterprise's score for a year under a system: its stage, total, dimension scores and breakdown. */
export function scoreOrganisation(
  system: SystemDefinition,
  values: IntegralValues,
  facts: ScoreFacts,
): ScoreResult {
  const age = ageAt(facts.setupDate, facts.year);
  const stage = stageOf(system.stageRule, age, filled(values, 'revenue'));
  const items = system.indicators.map((indicator) => scoreIndicator(indicator, stage, values));
  const cents = (list: readonly IndicatorScore[]) =>
    list.reduce((sum, item) => sum + hundredths(item.weighted), 0);
  const dimensions = INTEGRAL_DIMENSIONS.map((dimension) => {
    const own = items.filter((item) => item.dimension === dimension);
    return {
      dimension,
      name: INTEGRAL_DIMENSION_LABELS[dimension],
      score: cents(own) / 100,
      max: own.reduce((sum, item) => sum + hundredths(item.weight), 0) / 100,
    };
  });
  return {
    stage,
    stageLabel: INTEGRAL_STAGE_LABELS[stage],
    age,
    total: cents(items) / 100,
    dimensions,
    items,
    missingCount: items.filter((item) => item.missing).length,
  };
}

/** 1 + how many of the others scored more (equal totals share a rank). */
export function rankAmong(total: number, others: readonly number[]): number {
  let ahead = 0;
  for (const other of others) if (other > total) ahead++;
  return ahead + 1;
}

/** The share (per cent, one decimal) of the others that scored less; 100 when there are none. */
export function percentileAmong(total: number, others: readonly number[]): number {
  if (others.length === 0) return 100;
  let below = 0;
  for (const other of others) if (other < total) below++;
  return Math.round((below / others.length) * 1000) / 10;
}

/** An indicator whose value, band or points differ between two scores of one enterprise. */
export interface IndicatorChange {
  code: string;
  name: string;
  unit: string;
  before: Pick<IndicatorScore, 'value' | 'band' | 'bandLabel' | 'points' | 'weighted'>;
  after: Pick<IndicatorScore, 'value' | 'band' | 'bandLabel' | 'points' | 'weighted'>;
  /** The band changed (or a LINEAR rule reached or left its cap). */
  bandChanged: boolean;
}

const pickScore = ({ value, band, bandLabel, points, weighted }: IndicatorScore) => ({
  value,
  band,
  bandLabel,
  points,
  weighted,
});

/** What changed from one score to another of the same system (matched by code), in indicator order. */
export function scoreChanges(before: ScoreResult, after: ScoreResult): IndicatorChange[] {
  const earlier = new Map(before.items.map((item) => [item.code, item]));
  const changes: IndicatorChange[] = [];
  for (const item of after.items) {
    const old = earlier.get(item.code);
    if (!old) continue;
    if (
      old.value === item.value &&
      old.points === item.points &&
      old.weighted === item.weighted &&
      old.band === item.band
    )
      continue;
    changes.push({
      code: item.code,
      name: item.name,
      unit: item.unit,
      before: pickScore(old),
      after: pickScore(item),
      bandChanged: old.band !== item.band || old.capped !== item.capped,
    });
  }
  return changes;
}

/** The fields an indicator system reads, in catalogue order: what a fill round asks for. */
export function fieldsRead(system: SystemDefinition): IntegralField[] {
  const read = new Set<IntegralField>();
  for (const { source } of system.indicators) {
    if (source.kind === 'FIELD') read.add(source.field);
    else if (source.kind === 'RATIO') [source.numerator, source.denominator].forEach((f) => read.add(f));
    else [source.current, source.previous].forEach((f) => read.add(f));
  }
  return (Object.keys(INTEGRAL_FIELDS) as IntegralField[]).filter((field) => read.has(field));
}

const L = INTEGRAL_LIMITS;
const finite = (value: number) => Number.isFinite(value);

function bandsProblem(name: string, bands: readonly Band[]): string | null {
  if (bands.length === 0) return `指标${quoted(name)}至少需要一个档位`;
  if (bands.length > L.maxBands) return `指标${quoted(name)}最多${String(L.maxBands)}个档位`;
  for (const [index, band] of bands.entries()) {
    const place = `指标${quoted(name)}第${String(index + 1)}档`;
    if (!finite(band.points) || band.points < 0 || band.points > L.maxPoints)
      return `${place}的分值应在0到${String(L.maxPoints)}之间`;
    if (band.from !== null && band.to !== null && band.from >= band.to) return `${place}的下限应小于上限`;
    if (index > 0 && band.from === null) return `${place}应有下限（只有第1档可以不设下限）`;
    if (index < bands.length - 1 && band.to === null) return `${place}应有上限（只有最后一档可以不设上限）`;
    const previous = bands[index - 1];
    if (previous && previous.to !== null && band.from !== null && band.from < previous.to)
      return `${place}与第${String(index)}档重叠，档位应从低到高排列`;
  }
  return null;
}

function ruleProblem(name: string, rule: ScoringRule): string | null {
  if (rule.kind === 'BANDED') return bandsProblem(name, rule.bands);
  if (!finite(rule.perUnit) || rule.perUnit <= 0) return `指标${quoted(name)}的每单位分值应大于0`;
  if (!finite(rule.cap) || rule.cap <= 0 || rule.cap > L.maxPoints)
    return `指标${quoted(name)}的封顶分值应在0到${String(L.maxPoints)}之间`;
  return null;
}

/**
 * The first problem of an indicator system, or null: the editor checks it before it sends, the
 * server again before it stores a version. Each problem is the message the operator reads.
 */
export function systemProblem(system: SystemDefinition): string | null {
  const { stageRule: s, indicators } = system;
  if (![s.startupMaxAge, s.matureMinAge].every((n) => Number.isInteger(n) && n >= 0 && n <= 100))
    return '阶段划分的成立年限应为0到100之间的整数';
  if (![s.startupMaxRevenue, s.matureMinRevenue].every((n) => finite(n) && n >= 0 && n <= L.valueMax))
    return '阶段划分的营业收入不能为负数';
  if (s.startupMaxAge > s.matureMinAge) return '初创期的成立年限不能超过成熟期的成立年限';
  if (s.startupMaxRevenue > s.matureMinRevenue) return '初创期的营业收入上限不能超过成熟期的营业收入下限';
  if (indicators.length === 0) return '指标体系至少需要一个指标';
  if (indicators.length > L.maxIndicators) return `指标体系最多${String(L.maxIndicators)}个指标`;
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const indicator of indicators) {
    const name = indicator.name.trim();
    if (name === '') return '请填写指标名称';
    if ([...name].length > L.nameMax) return `指标名称不能超过${String(L.nameMax)}个字`;
    if (names.has(name)) return `指标${quoted(name)}重复`;
    names.add(name);
    if (!INDICATOR_CODE.test(indicator.code))
      return `指标${quoted(name)}的编码应以字母开头，由字母、数字或下划线组成`;
    if (codes.has(indicator.code)) return `指标编码${quoted(indicator.code)}重复`;
    codes.add(indicator.code);
    if ([...indicator.unit].length > L.unitMax)
      return `指标${quoted(name)}的单位不能超过${String(L.unitMax)}个字`;
    const problem = ruleProblem(name, indicator.rule);
    if (problem) return problem;
    for (const stage of INTEGRAL_STAGES) {
      const weight = indicator.weights[stage];
      if (!finite(weight) || weight < 0 || weight > 100)
        return `指标${quoted(name)}的${INTEGRAL_STAGE_LABELS[stage]}权重应在0到100之间`;
    }
  }
  for (const stage of INTEGRAL_STAGES) {
    const sum =
      indicators.reduce((total, indicator) => total + hundredths(indicator.weights[stage]), 0) / 100;
    if (sum !== 100) return `${INTEGRAL_STAGE_LABELS[stage]}的权重合计为${String(sum)}%，应为100%`;
  }
  return null;
}
