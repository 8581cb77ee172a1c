/**
 * The innovation score (创新积分制) model both sides share: the data an enterprise fills, the
 * indicator system a park defines for a year (dimensions, indicators, their scoring rules and stage
 * weights) and the enterprise stages. Plain types and constants; the arithmetic is in scoring.ts.
 */

/** First-level dimensions (一级指标), in display order. 特色指标 holds the park's own indicators. */
export const INTEGRAL_DIMENSIONS = ['TECH', 'GROWTH', 'FEATURE'] as const;
export type IntegralDimension = (typeof INTEGRAL_DIMENSIONS)[number];
export const INTEGRAL_DIMENSION_LABELS: Readonly<Record<IntegralDimension, string>> = {
  TECH: '技术创新',
  GROWTH: '成长经营',
  FEATURE: '特色指标',
};

/** Enterprise stages: each has its own weights (see stageOf in scoring.ts for the rule). */
export const INTEGRAL_STAGES = ['STARTUP', 'GROWTH', 'MATURE'] as const;
export type IntegralStage = (typeof INTEGRAL_STAGES)[number];
export const INTEGRAL_STAGE_LABELS: Readonly<Record<IntegralStage, string>> = {
  STARTUP: '初创期',
  GROWTH: '成长期',
  MATURE: '成熟期',
};

/**
 * The data an enterprise fills for a year (填报项), each one number. Indicators read them: directly,
 * as a ratio of two (研发费用 / 营业收入) or as a growth against the previous year's figure.
 */
export const INTEGRAL_FIELDS = {
  rdExpense: { label: '研发费用', unit: '万元' },
  revenue: { label: '营业收入', unit: '万元' },
  revenuePrev: { label: '上年营业收入', unit: '万元' },
  netProfit: { label: '净利润', unit: '万元' },
  taxPaid: { label: '实缴税费', unit: '万元' },
  highTechRevenue: { label: '高新技术产品（服务）收入', unit: '万元' },
  equityFinancing: { label: '股权融资额', unit: '万元' },
  techContract: { label: '技术合同成交额', unit: '万元' },
  staff: { label: '职工总数', unit: '人' },
  rdStaff: { label: '研发人员数', unit: '人' },
  mastersDoctors: { label: '硕士及以上学历人数', unit: '人' },
  inventionPatents: { label: '有效发明专利数', unit: '件' },
  highValuePatents: { label: '高价值发明专利数', unit: '件' },
  newIp: { label: '当年新增授权知识产权数', unit: '件' },
  standards: { label: '主导或参与制定标准数', unit: '项' },
  platforms: { label: '省级以上研发机构数', unit: '个' },
  awards: { label: '省级以上科技奖励数', unit: '项' },
  graduates: { label: '当年吸纳高校毕业生数', unit: '人' },
} as const satisfies Record<string, { label: string; unit: string }>;
export type IntegralField = keyof typeof INTEGRAL_FIELDS;
export const INTEGRAL_FIELD_KEYS = Object.keys(INTEGRAL_FIELDS) as IntegralField[];
export const isIntegralField = (value: string): value is IntegralField =>
  Object.hasOwn(INTEGRAL_FIELDS, value);

/** An enterprise's figures for a year; a field absent or null was not filled (or not approved). */
export type IntegralValues = Partial<Record<IntegralField, number | null>>;

/** Where an indicator's value comes from. RATIO and GROWTH are percentages. */
export type ValueSource =
  | { kind: 'FIELD'; field: IntegralField }
  | { kind: 'RATIO'; numerator: IntegralField; denominator: IntegralField }
  | { kind: 'GROWTH'; current: IntegralField; previous: IntegralField };

/**
 * A band (档位): values above `from` up to and including `to` score `points`; `from` null is no
 * lower end, `to` null no upper end. A value in no band scores 0.
 */
export interface Band {
  from: number | null;
  to: number | null;
  points: number;
}

/**
 * How an indicator's value becomes points (0–100): by bands, or linearly (`perUnit` points per unit
 * of the value, never more than `cap`; a negative value scores 0).
 */
export type ScoringRule =
  { kind: 'BANDED'; bands: Band[] } | { kind: 'LINEAR'; perUnit: number; cap: number };

/** Each stage's weight of an indicator, in per cent of the total; each stage's weights add up to 100. */
export type StageWeights = Record<IntegralStage, number>;

/** A second-level indicator (二级指标). */
export interface IndicatorDef {
  /** Stable key within a system: versions are compared by it. */
  code: string;
  name: string;
  dimension: IntegralDimension;
  /** The unit of its value (万元, %, 件…). */
  unit: string;
  source: ValueSource;
  rule: ScoringRule;
  weights: StageWeights;
}

/**
 * The stage rule: 初创期 when the enterprise is younger than `startupMaxAge` full years and its
 * revenue is below `startupMaxRevenue`; 成熟期 when it is at least `matureMinAge` years old and its
 * revenue at least `matureMinRevenue`; 成长期 otherwise. Revenue in 万元.
 */
export interface StageRule {
  startupMaxAge: number;
  startupMaxRevenue: number;
  matureMinAge: number;
  matureMinRevenue: number;
}

/** What a version of a park's indicator system for a year defines. */
export interface SystemDefinition {
  stageRule: StageRule;
  indicators: IndicatorDef[];
}

/** Bounds the editor and the server both hold a definition to. */
export const INTEGRAL_LIMITS = {
  maxIndicators: 40,
  maxBands: 10,
  nameMax: 30,
  unitMax: 10,
  maxPoints: 100,
  /** The most a value may be (万元, 件, %…): beyond it is a typing error. */
  valueMax: 100_000_000,
  /** Years a system can be made for. */
  minYear: 2000,
  maxYear: 2100,
} as const;

export const INDICATOR_CODE = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** A version's computation: COMPUTING while the background job scores the park, then READY (or FAILED). */
export const INTEGRAL_SYSTEM_STATUSES = ['COMPUTING', 'READY', 'FAILED'] as const;
export type IntegralSystemStatus = (typeof INTEGRAL_SYSTEM_STATUSES)[number];
export const INTEGRAL_SYSTEM_STATUS_LABELS: Readonly<Record<IntegralSystemStatus, string>> = {
  COMPUTING: '计算中',
  READY: '已完成',
  FAILED: '计算失败',
};
