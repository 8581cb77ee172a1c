import { Type, type TNull, type TNumber, type TOptional, type TUnion } from 'typebox';
import { IdParams, Nullable, pagingFields, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import {
  INDICATOR_CODE,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELD_KEYS,
  INTEGRAL_FIELDS,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGES,
  type IntegralField,
} from './model.js';

/**
 * The innovation score (创新积分制, SPEC §2 /info/integral, /integral, /op/integral, /lg): a park's
 * indicator system per year in versions, the scores computed from approved data with their
 * breakdown, and the reads the screens stand on — the public top list and search, my
 * organisation's portrait, the operators' ranking, portrait, analysis and simulation. The model
 * and the arithmetic are in model.ts and scoring.ts (common/integral/README.md).
 */

export * from './model.js';

/** A version's computation: COMPUTING while the background job scores the park, then READY (or FAILED). */
export const INTEGRAL_SYSTEM_STATUSES = ['COMPUTING', 'READY', 'FAILED'] as const;
export type IntegralSystemStatus = (typeof INTEGRAL_SYSTEM_STATUSES)[number];
export const INTEGRAL_SYSTEM_STATUS_LABELS: Readonly<Record<IntegralSystemStatus, string>> = {
  COMPUTING: '计算中',
  READY: '已完成',
  FAILED: '计算失败',
};

/** The operators' ranking may be sorted by these (server/modules/integral/repo.ts maps them to columns). */
export const INTEGRAL_RANKING_SORTS = ['total', 'tech', 'growth', 'feature', 'fullname'] as const;

const L = INTEGRAL_LIMITS;

const Year = (title = '年度') => Type.Integer({ title, minimum: L.minYear, maximum: L.maxYear });
const YearQuery = Type.Object({ year: Type.Optional(Year()) });
const Stage = Type.Enum([...INTEGRAL_STAGES], {
  description: 'STARTUP 初创期 / GROWTH 成长期 / MATURE 成熟期',
});
const Dimension = Type.Enum([...INTEGRAL_DIMENSIONS], {
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

const Definition = Type.Object({
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

const DefinitionInput = Type.Object({
  stageRule: StageRule,
  indicators: Type.Array(IndicatorInput, { title: '指标', minItems: 1, maxItems: L.maxIndicators }),
});

const systemSummary = {
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
const SystemSummary = Type.Object(systemSummary);

// ---- Scores ----

const IndicatorScore = Type.Object({
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
const DimensionScore = Type.Object(dimensionScore);

const Input = Type.Object({
  field: Field,
  label: Type.String(),
  unit: Type.String(),
  value: Nullable(Type.Number({ description: '计算时采用的已审核数据；未填为 null' })),
});

const orgHeading = {
  orgId: Type.Integer(),
  fullname: Type.String(),
  simplename: Type.String(),
  industryName: Type.String(),
  area: Type.String({ description: '所在园区（片区）' }),
};

const Ranked = Type.Object({
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

const PublicRanked = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  industryName: Type.String(),
  rank: Type.Integer(),
  total: Type.Number(),
  stageLabel: Type.String(),
});

const systemRef = { id: Type.Integer(), year: Type.Integer(), version: Type.Integer() };
const SystemRef = Type.Object(systemRef);

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

const Portrait = Type.Object({
  org: Type.Object({ ...orgHeading, setupDate: Type.String() }),
  /** Years with a score of the park (newest first), for the year picker. */
  years: Type.Array(Type.Integer()),
  year: Nullable(Type.Integer({ description: '画像的年度；园区尚无积分为 null' })),
  system: Nullable(SystemRef),
  score: Nullable(Score),
  trend: Type.Array(
    Type.Object({
      year: Type.Integer(),
      total: Type.Number(),
      rank: Type.Integer(),
      count: Type.Integer(),
      stageLabel: Type.String(),
    }),
  ),
});

/** Figures of a simulation, one per field; a field left out keeps its approved value, null clears it. */
const valueProperties = Object.fromEntries(
  INTEGRAL_FIELD_KEYS.map((key) => [key, Type.Optional(Nullable(Amount(INTEGRAL_FIELDS[key].label)))]),
) as { [K in IntegralField]: TOptional<TUnion<[TNumber, TNull]>> };
const Values = Type.Object(valueProperties);

const Standing = Type.Object({
  total: Type.Number(),
  rank: Type.Integer(),
  percentile: Type.Number(),
  stage: Stage,
  stageLabel: Type.String(),
});

const Change = Type.Object({
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  before: Type.Object({
    value: Nullable(Type.Number()),
    band: Nullable(Type.Integer()),
    bandLabel: Type.String(),
    points: Type.Number(),
    weighted: Type.Number(),
  }),
  after: Type.Object({
    value: Nullable(Type.Number()),
    band: Nullable(Type.Integer()),
    bandLabel: Type.String(),
    points: Type.Number(),
    weighted: Type.Number(),
  }),
  bandChanged: Type.Boolean(),
});

const Bucket = Type.Object({ from: Type.Number(), to: Type.Number(), count: Type.Integer() });

const rankingFilters = {
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 50, description: '行业名称；空为全部' })),
  area: Type.Optional(
    Type.String({ title: '园区', maxLength: 50, description: '所在园区（片区）；空为全部' }),
  ),
  stage: Type.Optional(Type.Enum(['', ...INTEGRAL_STAGES], { title: '阶段', description: '空为全部' })),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

/**
 * The most places of the ranking the public side shows: the top list's longest. A visitor's search
 * answers only enterprises among them (and a signed-in enterprise its own; common/integral/README.md).
 */
export const PUBLIC_TOP_MAX = 50;

export const integralContract = defineContract(
  { base: 'dpboot', tag: 'integral' },
  {
    model: {
      method: 'GET',
      path: 'integral/model',
      access: 'public',
      summary: '创新积分的计算方法（公开）',
      description:
        '某年度（默认最近一个有积分的年度）当前生效的指标体系：维度、指标、计分规则、各阶段权重和阶段划分规则。',
      query: YearQuery,
      answer: Type.Object({
        years: Type.Array(Type.Integer()),
        system: Nullable(
          Type.Object({
            ...systemRef,
            scoredCount: Type.Integer(),
            computedAt: Nullable(Type.String()),
            definition: Definition,
          }),
        ),
      }),
    },
    top: {
      method: 'GET',
      path: 'integral/top',
      access: 'public',
      summary: '园区创新积分排行（公开）',
      description: '某年度（默认最近一个有积分的年度）得分最高的企业。',
      query: Type.Object({
        year: Type.Optional(Year()),
        size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: PUBLIC_TOP_MAX, default: 10 })),
      }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        count: Type.Integer({ description: '计分企业数' }),
        list: Type.Array(PublicRanked),
      }),
    },
    search: {
      method: 'GET',
      path: 'integral/search',
      access: 'public',
      summary: '按企业名称查询创新积分（公开）',
      description:
        '访客只能查到公开排行（integral/top）所含的前 50 名企业；登录的认证企业用户另可查到本企业；有 integral.score 权限的运营人员可查全部计分企业。',
      query: Type.Object({
        keyword: Type.String({ title: '企业名称', minLength: 1, maxLength: 50 }),
        year: Type.Optional(Year()),
        ...pagingFields(50, { defaultSize: 10 }),
      }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        list: Type.Array(PublicRanked),
        total: Type.Integer(),
      }),
    },
    mine: {
      method: 'GET',
      path: 'integral/mine',
      access: 'login',
      summary: '本企业的创新积分画像',
      description: '仅认证企业的用户：总分、名次、百分位、各维度得分、逐项明细和历年趋势。',
      query: YearQuery,
      answer: Portrait,
    },
    filters: {
      method: 'GET',
      path: 'integral/filters',
      access: 'operator',
      permission: 'integral.score',
      summary: '积分排名的筛选项（运营）',
      answer: Type.Object({
        years: Type.Array(SystemRef),
        industries: Type.Array(Type.String()),
        areas: Type.Array(Type.String()),
      }),
    },
    ranking: {
      method: 'GET',
      path: 'integral/ranking',
      access: 'operator',
      permission: 'integral.score',
      summary: '园区创新积分排名（运营）',
      description:
        '某年度当前生效版本（或指定的 systemId 版本）的得分，可按行业、园区、阶段和企业名称筛选；默认按名次。',
      query: Type.Object({
        year: Type.Optional(Year()),
        systemId: Type.Optional(Type.Integer({ title: '指标体系版本', minimum: 1 })),
        ...rankingFilters,
        ...pagingFields(100),
        ...sortFields(INTEGRAL_RANKING_SORTS),
      }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        list: Type.Array(Ranked),
        total: Type.Integer(),
      }),
    },
    rankingExport: {
      method: 'POST',
      path: 'integral/ranking/export',
      access: 'operator',
      permission: 'integral.score',
      summary: '导出创新积分排名（运营）',
      description:
        '条件同 integral/ranking（忽略分页），按名次导出为 .xlsx：名次、企业、行业、园区、阶段、总分、三个维度得分、缺数据指标数；文件名 创新积分排名-YYYY年度-YYYYMMDD.xlsx（content-disposition）。',
      body: Type.Object({
        year: Type.Optional(Year()),
        systemId: Type.Optional(Type.Integer({ title: '指标体系版本', minimum: 1 })),
        ...rankingFilters,
        ...sortFields(INTEGRAL_RANKING_SORTS),
      }),
      answer: FILE,
    },
    portrait: {
      method: 'GET',
      path: 'integral/portrait/:id',
      access: 'operator',
      permission: 'integral.score',
      summary: '企业创新积分画像（运营）',
      params: IdParams,
      query: Type.Object({
        year: Type.Optional(Year()),
        systemId: Type.Optional(Type.Integer({ title: '指标体系版本', minimum: 1 })),
      }),
      answer: Portrait,
    },
    analysis: {
      method: 'GET',
      path: 'integral/analysis',
      access: 'operator',
      permission: 'integral.score',
      summary: '园区创新积分分析（运营）',
      description: '得分分布（每 10 分一档）、各阶段、各维度平均和各行业的情况。',
      query: YearQuery,
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        count: Type.Integer(),
        average: Type.Number(),
        median: Type.Number(),
        max: Type.Number(),
        min: Type.Number(),
        histogram: Type.Array(Bucket),
        stages: Type.Array(
          Type.Object({
            stage: Stage,
            stageLabel: Type.String(),
            count: Type.Integer(),
            average: Type.Number(),
          }),
        ),
        dimensions: Type.Array(
          Type.Object({
            dimension: Dimension,
            name: Type.String(),
            average: Type.Number(),
            maxAverage: Type.Number({ description: '本维度满分的平均（各阶段权重不同）' }),
          }),
        ),
        industries: Type.Array(
          Type.Object({
            industryName: Type.String(),
            count: Type.Integer(),
            average: Type.Number(),
            max: Type.Number(),
          }),
        ),
      }),
    },
    simulateBase: {
      method: 'GET',
      path: 'integral/simulate/:id',
      access: 'operator',
      permission: 'integral.score',
      summary: '模拟测算的依据（运营）',
      description:
        '企业已审核的数据、当前生效的指标体系和园区其他企业的得分，供页面即时测算（common/integral/scoring.ts）。',
      params: IdParams,
      query: YearQuery,
      answer: Type.Object({
        org: Type.Object({ ...orgHeading, setupDate: Type.String() }),
        year: Type.Integer(),
        system: Type.Object({ ...systemRef, definition: Definition }),
        values: Values,
        otherTotals: Type.Array(Type.Number(), { description: '园区其他计分企业的总分，从高到低' }),
      }),
    },
    simulate: {
      method: 'POST',
      path: 'integral/simulate/:id',
      notLogged: 'a what-if scoring sent as POST for its body: it writes nothing',
      access: 'operator',
      permission: 'integral.score',
      summary: '模拟测算（运营，不保存）',
      description:
        '以给出的数值替换企业已审核的数据，按当前生效的指标体系重新计分：新的总分、档位变化和名次变化。不写入任何数据。',
      params: IdParams,
      body: Type.Object({ year: Type.Optional(Year()), values: Values }),
      answer: Type.Object({
        year: Type.Integer(),
        system: SystemRef,
        before: Standing,
        after: Standing,
        rankMove: Type.Integer({ description: '名次上升的位数（下降为负）' }),
        changes: Type.Array(Change),
        dimensions: Type.Array(DimensionScore),
        items: Type.Array(IndicatorScore),
      }),
    },
    systems: {
      method: 'GET',
      path: 'integral/system/list',
      access: 'operator',
      permission: 'integral.indicator',
      summary: '指标体系的各版本（运营）',
      description: '新的年度在前，同一年度新的版本在前。',
      query: Type.Object({ year: Type.Optional(Year()), ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(SystemSummary), total: Type.Integer() }),
    },
    systemDetail: {
      method: 'GET',
      path: 'integral/system/detail/:id',
      access: 'operator',
      permission: 'integral.indicator',
      summary: '指标体系的一个版本（运营）',
      params: IdParams,
      answer: Type.Object({ ...systemSummary, definition: Definition }),
    },
    saveSystem: {
      method: 'POST',
      path: 'integral/system/save',
      access: 'operator',
      permission: 'integral.indicator',
      summary: '保存指标体系为新版本（运营）',
      description:
        '版本一经保存不再修改：每次保存都是该年度的新版本，保存后在后台重新计算该年度的积分；计算完成前仍使用之前的版本，旧版本的结果可继续查看。',
      body: Type.Object({
        year: Year(),
        basedOnId: Type.Optional(Type.Integer({ title: '修改自哪个版本', minimum: 1 })),
        note: Type.Optional(Type.String({ title: '修改说明', maxLength: 200 })),
        definition: DefinitionInput,
      }),
      answer: Type.Object({
        id: Type.Integer(),
        year: Type.Integer(),
        version: Type.Integer(),
        status: Type.Enum([...INTEGRAL_SYSTEM_STATUSES]),
      }),
      message: '已保存为新版本，正在重新计算积分',
    },
  },
);

export type IntegralModel = AnswerOf<typeof integralContract.model>;
export type IntegralTop = AnswerOf<typeof integralContract.top>;
export type IntegralPublicItem = ItemOf<typeof integralContract.search>;
export type IntegralPortrait = AnswerOf<typeof integralContract.portrait>;
export type IntegralScoreView = NonNullable<IntegralPortrait['score']>;
export type IntegralRanking = AnswerOf<typeof integralContract.ranking>;
export type IntegralRankItem = ItemOf<typeof integralContract.ranking>;
export type IntegralAnalysis = AnswerOf<typeof integralContract.analysis>;
export type IntegralFilters = AnswerOf<typeof integralContract.filters>;
export type IntegralSimulateBase = AnswerOf<typeof integralContract.simulateBase>;
export type IntegralSimulation = AnswerOf<typeof integralContract.simulate>;
export type IntegralSimulateBody = BodyOf<typeof integralContract.simulate>;
export type IntegralSystemSummary = ItemOf<typeof integralContract.systems>;
export type IntegralSystemDetail = AnswerOf<typeof integralContract.systemDetail>;
export type IntegralSystemSave = BodyOf<typeof integralContract.saveSystem>;
