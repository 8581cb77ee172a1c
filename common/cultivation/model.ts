/**
 * The cultivation ladder as data (common/cultivation/README.md): a park's tiers (梯度) in order,
 * each with criteria over the organisation's metrics. The metrics come from three places: the
 * organisation's profile (成立年限, 企业类别), the approved figures of the innovation score, and the
 * values entered for the cultivation itself; the newer of the last two wins for a figure.
 */

/** The raw figures an enterprise or an operator may enter (the score's approved figures fill the same ones). */
export const CULTIVATION_FIGURES = {
  rdExpense: { label: '研发费用', unit: '万元' },
  revenue: { label: '营业收入', unit: '万元' },
  revenuePrev: { label: '上年营业收入', unit: '万元' },
  staff: { label: '职工总数', unit: '人' },
  rdStaff: { label: '研发人员数', unit: '人' },
  inventionPatents: { label: '有效发明专利数', unit: '件' },
  equityFinancing: { label: '近两年股权融资额', unit: '万元' },
  platforms: { label: '省级以上研发机构数', unit: '个' },
  awards: { label: '省级以上科技奖励数', unit: '项' },
  mainShare: { label: '主营业务收入占比', unit: '%' },
  marketShare: { label: '主导产品全球市场占有率', unit: '%' },
} as const satisfies Record<string, { label: string; unit: string }>;
export type CultivationFigure = keyof typeof CULTIVATION_FIGURES;
export const CULTIVATION_FIGURE_KEYS = Object.keys(CULTIVATION_FIGURES) as CultivationFigure[];
export const isCultivationFigure = (v: string): v is CultivationFigure => Object.hasOwn(CULTIVATION_FIGURES, v);

/** What a criterion measures: a figure as it is, a ratio of two, or the profile's. */
export const CULTIVATION_METRICS = {
  rdRatio: { label: '研发费用占营业收入比重', unit: '%', raise: '提高研发投入' },
  rdExpense: { label: '研发费用总额', unit: '万元', raise: '增加研发投入' },
  revenue: { label: '营业收入', unit: '万元', raise: '扩大营业收入' },
  revenueGrowth: { label: '营业收入增长率', unit: '%', raise: '提升营业收入增速' },
  rdStaffRatio: { label: '研发人员占职工总数比重', unit: '%', raise: '充实研发队伍' },
  inventionPatents: { label: '有效发明专利', unit: '件', raise: '加快发明专利布局' },
  equityFinancing: { label: '近两年股权融资额', unit: '万元', raise: '引入股权融资' },
  platforms: { label: '省级以上研发机构', unit: '个', raise: '申报省级研发机构' },
  awards: { label: '省级以上科技奖励', unit: '项', raise: '申报科技奖励' },
  mainShare: { label: '主营业务收入占比', unit: '%', raise: '聚焦主营业务' },
  marketShare: { label: '主导产品全球市场占有率', unit: '%', raise: '提升细分市场占有率' },
  age: { label: '从事细分市场年限（成立年限）', unit: '年', raise: '持续深耕细分市场' },
  highTech: { label: '高新技术企业', unit: '', raise: '申报高新技术企业' },
} as const satisfies Record<string, { label: string; unit: string; raise: string }>;
export type CultivationMetric = keyof typeof CULTIVATION_METRICS;
export const CULTIVATION_METRIC_KEYS = Object.keys(CULTIVATION_METRICS) as CultivationMetric[];

/**
 * POINTS: scored by bands (the highest band whose `min` the value reaches); REQUIRED: the value
 * must reach `min` for the tier; DIRECT: reaching `min` qualifies for the tier whatever the points.
 */
export const CRITERION_KINDS = { POINTS: '评分指标', REQUIRED: '必要条件', DIRECT: '直通条件' } as const;
export type CriterionKind = keyof typeof CRITERION_KINDS;
export const CRITERION_KIND_KEYS = Object.keys(CRITERION_KINDS) as CriterionKind[];

export interface Band {
  min: number;
  points: number;
}

export interface Criterion {
  id: number;
  kind: CriterionKind;
  /** 创新能力 / 成长性 / 专业化 …, the group it is printed under. */
  grouping: string;
  metric: CultivationMetric;
  /** POINTS only, any order. */
  bands: Band[];
  /** REQUIRED and DIRECT: the value to reach. */
  min: number | null;
}

export interface Tier {
  id: number;
  name: string;
  /** 1 = the first step; a tier needs every lower one (the ladder). */
  level: number;
  /** Points to qualify on the POINTS criteria; null when the tier has none. */
  passPoints: number | null;
  criteria: Criterion[];
}

/** The pool's stages an operator moves an organisation between. */
export const POOL_STAGES = { RESERVE: '储备', CULTIVATING: '培育', RECOGNISED: '已认定' } as const;
export type PoolStage = keyof typeof POOL_STAGES;
export const POOL_STAGE_KEYS = Object.keys(POOL_STAGES) as PoolStage[];

export const CULTIVATION_LIMITS = {
  tierNameMax: 30,
  textMax: 1000,
  noteMin: 2,
  noteMax: 200,
  bandsMax: 8,
  criteriaMax: 30,
  valueMax: 1e9,
} as const;
