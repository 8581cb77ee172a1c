import { Type, type TNull, type TNumber, type TOptional, type TUnion } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import {
  INDICATOR_CODE,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELD_KEYS,
  INTEGRAL_FIELDS,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGES,
  INTEGRAL_SYSTEM_STATUSES,
  type IntegralField,
} from './model.js';

/**
 * The shapes the score's endpoints (./contract.ts) take and answer: the indicator system as stored
 * and as an editor sends it, a version's summary, and the scores — ranked rows, a portrait with its
 * breakdown, a simulation's before and after. Composed here so the contract reads as its list of
 * endpoints.
 */

const L = INTEGRAL_LIMITS;

export const Year = (title = '年度') => Type.Integer({ title, minimum: L.minYear, maximum: L.maxYear });
export const YearQuery = Type.Object({ year: Type.Optional(Year()) });
export const Stage = Type.Enum([...INTEGRAL_STAGES], {
  description: 'STARTUP 初创期 / GROWTH 成长期 / MATURE 成熟期',
});
export const Dimension = Type.Enum([...INTEGRAL_DIMENSIONS], {
  description: 'TECH 技术创新 / GROWTH 成长经营 / FEATURE 特色指标',
});
const Field = Type.Enum([...INTEGRAL_FIELD_KEYS] as [IntegralField, ...IntegralField[]], { title: '数据项' });
const Points = (title: string) => Type.Number({ title, minimum: 0, maximum: L.maxPoints });
const Amount = (title: string) => Type.Number({ title, minimum: -L.valueMax, maximum: L.valueMax });

// ---- The indicator system ----

const Band = Type.Object({
  from: Nullable(Amount('档位下限')),
  to: Nullable(Amount('档位上限')),
  points: Points('档位分值'),
});

const Rule = Type.Union([
  Type.Object({
    kind: Type.Literal('BANDED'),
    bands: Type.Array(Band, { title: '档位', minItems: 1, maxItems: L.maxBands }),
  }),
  Type.Object({
    kind: Type.Literal('LINEAR'),
    perUnit: Type.Number({ title: '每单位分值', exclusiveMinimum: 0, maximum: L.maxPoints }),
    cap: Points('封顶分值'),
  }),
]);

const Source = Type.Union([
  Type.Object({ kind: Type.Literal('FIELD'), field: Field }),
  Type.Object({ kind: Type.Literal('RATIO'), numerator: Field, denominator: Field }),
  Type.Object({ kind: Type.Literal('GROWTH'), current: Field, previous: Field }),
]);

const Weight = (title: string) => Type.Number({ title, minimum: 0, maximum: 100 });

const Indicator = Type.Object({
  code: Type.String({ title: '指标编码', pattern: INDICATOR_CODE.source }),
  name: Type.String({ title: '指标名称', minLength: 1, maxLength: L.nameMax }),
  dimension: Dimension,
  unit: Type.String({ title: '单位', maxLength: L.unitMax }),
  source: Source,
  rule: Rule,
  weights: Type.Object({
    STARTUP: Weight('初创期权重'),
    GROWTH: Weight('成长期权重'),
    MATURE: Weight('成熟期权重'),
  }),
});

const StageRule = Type.Object({
  startupMaxAge: Type.Integer({ title: '初创期成立年限', minimum: 0, maximum: 100 }),
  startupMaxRevenue: Type.Number({ title: '初创期营业收入上限', minimum: 0, maximum: L.valueMax }),
  matureMinAge: Type.Integer({ title: '成熟期成立年限', minimum: 0, maximum: 100 }),
  matureMinRevenue: Type.Number({ title: '成熟期营业收入下限', minimum: 0, maximum: L.valueMax }),
});

export const Definition = Type.Object({
  stageRule: StageRule,
  indicators: Type.Array(Indicator, { title: '指标', minItems: 1, maxItems: L.maxIndicators }),
});

/**
 * A definition as an editor sends it (definition-input.ts): the parts of a rule and of a source
 * are optional, so one that lacks a part is refused naming the indicator and the part.
 */
const IndicatorInput = Type.Object({
  code: Type.String({ title: '指标编码', pattern: INDICATOR_CODE.source }),
  name: Type.String({ title: '指标名称', minLength: 1, maxLength: L.nameMax }),
  dimension: Dimension,
  unit: Type.String({ title: '单位', maxLength: L.unitMax }),
  source: Type.Object({
    kind: Type.Enum(['FIELD', 'RATIO', 'GROWTH'], { title: '取值方式' }),
    field: Type.Optional(Field),
    numerator: Type.Optional(Field),
    denominator: Type.Optional(Field),
    current: Type.Optional(Field),
    previous: Type.Optional(Field),
  }),
  rule: Type.Object({
    kind: Type.Enum(['BANDED', 'LINEAR'], { title: '计分方式' }),
    bands: Type.Optional(Type.Array(Band, { title: '档位', maxItems: L.maxBands })),
    perUnit: Type.Optional(Type.Number({ title: '每单位分值', minimum: 0, maximum: L.maxPoints })),
    cap: Type.Optional(Points('封顶分值')),
  }),
  weights: Type.Object({
    STARTUP: Weight('初创期权重'),
    GROWTH: Weight('成长期权重'),
    MATURE: Weight('成熟期权重'),
  }),
});

export const DefinitionInput = Type.Object({
  stageRule: StageRule,
  indicators: Type.Array(IndicatorInput, { title: '指标', minItems: 1, maxItems: L.maxIndicators }),
});

export const systemSummary = {
  id: Type.Integer(),
  year: Type.Integer(),
  version: Type.Integer({ description: '该年度的第几版，从 1 起' }),
  status: Type.Enum([...INTEGRAL_SYSTEM_STATUSES]),
  statusLabel: Type.String(),
  /** The version readers use for its year: the newest READY one. */
  active: Type.Boolean({ description: '是否为该年度当前生效的版本（最新的已完成版本）' }),
  basedOnId: Nullable(Type.Integer({ description: '修改自哪个版本' })),
  note: Type.String({ description: '修改说明' }),
  indicatorCount: Type.Integer(),
  scoredCount: Type.Integer({ description: '计分企业数' }),
  authorName: Type.String({ description: '创建人；系统生成为空' }),
  createdAt: Type.String(),
  computedAt: Nullable(Type.String({ description: '计算完成时间' })),
  error: Type.String({ description: '计算失败的原因；否则为空' }),
};
export const SystemSummary = Type.Object(systemSummary);

// ---- Scores ----

export const IndicatorScore = Type.Object({
  code: Type.String(),
  name: Type.String(),
  dimension: Dimension,
  unit: Type.String(),
  value: Nullable(Type.Number({ description: '指标值；缺数据为 null' })),
  missing: Type.Boolean({ description: '缺少数据，该项计 0 分' }),
  missingReason: Type.String({ description: '缺数据的原因，如 未填报研发费用' }),
  band: Nullable(Type.Integer({ description: '所在档位的序号（从 0 起）；非分档规则或未达最低档为 null' })),
  bandLabel: Type.String({ description: '档位或计分方式，如 100–300万元、已达上限100分' }),
  capped: Type.Boolean(),
  points: Type.Number({ description: '指标得分（0–100）' }),
  weight: Type.Number({ description: '该阶段的权重（%）' }),
  weighted: Type.Number({ description: '加权得分 = 得分 × 权重 / 100' }),
});

const dimensionScore = {
  dimension: Dimension,
  name: Type.String(),
  score: Type.Number(),
  max: Type.Number({ description: '该阶段本维度的满分（权重之和）' }),
};
export const DimensionScore = Type.Object(dimensionScore);

const Input = Type.Object({
  field: Field,
  label: Type.String(),
  unit: Type.String(),
  value: Nullable(Type.Number({ description: '计算时采用的已审核数据；未填为 null' })),
});

export const orgHeading = {
  orgId: Type.Integer(),
  fullname: Type.String(),
  simplename: Type.String(),
  industryName: Type.String(),
  area: Type.String({ description: '所在园区（片区）' }),
};

export const Ranked = Type.Object({
  ...orgHeading,
  rank: Type.Integer({ description: '园区名次（同分同名次）' }),
  total: Type.Number(),
  stage: Stage,
  stageLabel: Type.String(),
  tech: Type.Number({ description: '技术创新得分' }),
  growth: Type.Number({ description: '成长经营得分' }),
  feature: Type.Number({ description: '特色指标得分' }),
  missingCount: Type.Integer({ description: '缺数据的指标数' }),
});

export const PublicRanked = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  industryName: Type.String(),
  rank: Type.Integer(),
  total: Type.Number(),
  stageLabel: Type.String(),
});

export const systemRef = { id: Type.Integer(), year: Type.Integer(), version: Type.Integer() };
export const SystemRef = Type.Object(systemRef);

const Score = Type.Object({
  stage: Stage,
  stageLabel: Type.String(),
  age: Nullable(Type.Integer({ description: '年末的成立年限（整年）' })),
  total: Type.Number(),
  rank: Type.Integer(),
  count: Type.Integer({ description: '同一版本计分的企业数' }),
  percentile: Type.Number({ description: '得分低于本企业的其他企业占比（%）' }),
  missingCount: Type.Integer(),
  computedAt: Type.String(),
  dimensions: Type.Array(
    Type.Object({ ...dimensionScore, parkAverage: Type.Number({ description: '园区平均' }) }),
  ),
  items: Type.Array(IndicatorScore),
  inputs: Type.Array(Input),
});

/** One year of an enterprise's score, oldest first: the trend of a portrait. */
export const Trend = Type.Object({
  year: Type.Integer(),
  total: Type.Number(),
  rank: Type.Integer(),
  count: Type.Integer(),
  stageLabel: Type.String(),
});

export const Portrait = Type.Object({
  org: Type.Object({ ...orgHeading, setupDate: Type.String() }),
  /** Years with a score of the park (newest first), for the year picker. */
  years: Type.Array(Type.Integer()),
  year: Nullable(Type.Integer({ description: '画像的年度；园区尚无积分为 null' })),
  system: Nullable(SystemRef),
  score: Nullable(Score),
  trend: Type.Array(Trend),
});

/** Figures of a simulation, one per field; a field left out keeps its approved value, null clears it. */
const valueProperties = Object.fromEntries(
  INTEGRAL_FIELD_KEYS.map((key) => [key, Type.Optional(Nullable(Amount(INTEGRAL_FIELDS[key].label)))]),
) as { [K in IntegralField]: TOptional<TUnion<[TNumber, TNull]>> };
export const Values = Type.Object(valueProperties);

export const Standing = Type.Object({
  total: Type.Number(),
  rank: Type.Integer(),
  percentile: Type.Number(),
  stage: Stage,
  stageLabel: Type.String(),
});

/** An indicator's value with the band it reaches and what that earns. */
const Banded = Type.Object({
  value: Nullable(Type.Number()),
  band: Nullable(Type.Integer()),
  bandLabel: Type.String(),
  points: Type.Number(),
  weighted: Type.Number(),
});

export const Change = Type.Object({
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  before: Banded,
  after: Banded,
  bandChanged: Type.Boolean(),
});

export const Bucket = Type.Object({ from: Type.Number(), to: Type.Number(), count: Type.Integer() });

/** The industries and areas (片区) of the park's certified enterprises: the options of a filter or a form. */
export const orgFacets = { industries: Type.Array(Type.String()), areas: Type.Array(Type.String()) };

export const rankingFilters = {
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 50, description: '行业名称；空为全部' })),
  area: Type.Optional(
    Type.String({ title: '园区', maxLength: 50, description: '所在园区（片区）；空为全部' }),
  ),
  stage: Type.Optional(Type.Enum(['', ...INTEGRAL_STAGES], { title: '阶段', description: '空为全部' })),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

/** The ranking's conditions, for its list and its export: the year's version or one named, and the filters. */
export const rankingQuery = {
  year: Type.Optional(Year()),
  systemId: Type.Optional(Type.Integer({ title: '指标体系版本', minimum: 1 })),
  ...rankingFilters,
};
