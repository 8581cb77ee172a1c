import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELDS,
  INTEGRAL_STAGE_LABELS,
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

/** A value in whole hundredths: amounts are summed so, and add up exactly. */
export const hundredths = (value: number): number => Math.round(value * 100);

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

/** What scoring an indicator finds, before its names and labels: a stored breakdown's line. */
export interface IndicatorFound extends RulePoints {
  value: number | null;
  missingReason: string;
  /** points × weight / 100, hundredths. */
  weighted: number;
}

function findIndicator(indicator: IndicatorDef, stage: IntegralStage, values: IntegralValues): IndicatorFound {
  const { value, missingReason } = indicatorValue(indicator.source, values);
  const result = rulePoints(indicator.rule, value);
  const weighted = hundredths(result.points * indicator.weights[stage]) / 10_000;
  return { value, missingReason, ...result, weighted };
}

/** Scores one indicator at a stage. */
export function scoreIndicator(indicator: IndicatorDef, stage: IntegralStage, values: IntegralValues): IndicatorScore {
  return indicatorScore(indicator, stage, findIndicator(indicator, stage, values));
}

/** One indicator's line of a breakdown from what its computation found; names, unit, weight and band text from its definition. */
export function indicatorScore(
  indicator: IndicatorDef,
  stage: IntegralStage,
  found: IndicatorFound,
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

/**
 * An enterprise's score without names and labels: its stage, total, dimension scores and what each
 * indicator found, in the system's order. What the park's computation stores, for every enterprise.
 */
export interface ScoreFigures {
  stage: IntegralStage;
  age: number | null;
  total: number;
  dimensions: Record<IntegralDimension, number>;
  found: IndicatorFound[];
  missingCount: number;
}

export function scoreFigures(system: SystemDefinition, values: IntegralValues, facts: ScoreFacts): ScoreFigures {
  const age = ageAt(facts.setupDate, facts.year);
  const stage = stageOf(system.stageRule, age, filled(values, 'revenue'));
  const cents: Record<IntegralDimension, number> = { TECH: 0, GROWTH: 0, FEATURE: 0 };
  let all = 0;
  let missingCount = 0;
  const found = system.indicators.map((indicator) => {
    const line = findIndicator(indicator, stage, values);
    const own = hundredths(line.weighted);
    cents[indicator.dimension] += own;
    all += own;
    if (line.value === null) missingCount++;
    return line;
  });
  return {
    stage,
    age,
    total: all / 100,
    dimensions: { TECH: cents.TECH / 100, GROWTH: cents.GROWTH / 100, FEATURE: cents.FEATURE / 100 },
    found,
    missingCount,
  };
}

/** An enterprise's score for a year under a system: its stage, total, dimension scores and breakdown. */
export function scoreOrganisation(
  system: SystemDefinition,
  values: IntegralValues,
  facts: ScoreFacts,
): ScoreResult {
  const score = scoreFigures(system, values, facts);
  const items = system.indicators.map((indicator, index) => indicatorScore(indicator, score.stage, score.found[index]!));
  const dimensions = INTEGRAL_DIMENSIONS.map((dimension) => ({
    dimension,
    name: INTEGRAL_DIMENSION_LABELS[dimension],
    score: score.dimensions[dimension],
    max: items.filter((item) => item.dimension === dimension).reduce((sum, item) => sum + hundredths(item.weight), 0) / 100,
  }));
  return {
    stage: score.stage,
    stageLabel: INTEGRAL_STAGE_LABELS[score.stage],
    age: score.age,
    total: score.total,
    dimensions,
    items,
    missingCount: score.missingCount,
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
