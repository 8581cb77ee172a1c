/**
 * The seven target indicators a park committee is judged on each month (SPEC §2
 * /op/economyTarget/{key}). Every figure is kept in 万元 as the statistics bureau's monthly
 * reports give them; the screens show 亿元 where a figure is large.
 */
export const TARGET_INDICATORS = ['gszjz', 'gszcz', 'gdzc', 'gytz', 'jgtz', 'czsr', 'dfsr'] as const;
export type TargetIndicator = (typeof TARGET_INDICATORS)[number];

export interface IndicatorDefinition {
  key: TargetIndicator;
  name: string;
  /** The unit the figures are stored and entered in. */
  unit: '万元';
  /** How often the figure is reported. */
  frequency: '月度';
  /** 统计口径: what the figure counts. */
  scope: string;
}

export const INDICATOR_DEFINITIONS: Readonly<Record<TargetIndicator, IndicatorDefinition>> = {
  gszjz: {
    key: 'gszjz',
    name: '规上工业增加值',
    unit: '万元',
    frequency: '月度',
    scope: '年主营业务收入2000万元及以上工业企业的增加值，累计值',
  },
  gszcz: {
    key: 'gszcz',
    name: '规上工业总产值',
    unit: '万元',
    frequency: '月度',
    scope: '年主营业务收入2000万元及以上工业企业的总产值，累计值',
  },
  gdzc: {
    key: 'gdzc',
    name: '固定资产投资',
    unit: '万元',
    frequency: '月度',
    scope: '计划总投资500万元及以上项目的完成投资额，累计值',
  },
  gytz: {
    key: 'gytz',
    name: '工业投资',
    unit: '万元',
    frequency: '月度',
    scope: '固定资产投资中工业项目的完成投资额，累计值',
  },
  jgtz: {
    key: 'jgtz',
    name: '技改投资',
    unit: '万元',
    frequency: '月度',
    scope: '工业投资中技术改造项目的完成投资额，累计值',
  },
  czsr: {
    key: 'czsr',
    name: '财政总收入',
    unit: '万元',
    frequency: '月度',
    scope: '辖区内征收的全部税收与非税收入，累计值',
  },
  dfsr: {
    key: 'dfsr',
    name: '地方财政收入',
    unit: '万元',
    frequency: '月度',
    scope: '一般公共预算收入中地方留成部分，累计值',
  },
};

export const isTargetIndicator = (key: string): key is TargetIndicator =>
  (TARGET_INDICATORS as readonly string[]).includes(key);

/**
 * The derived figures every screen shows, each with its formula as the brief prints it. They are
 * computed in one place, server/modules/economy/derive.ts.
 */
export const DERIVED_FORMULAS = {
  monthly: '当月值 = 本月累计值 − 上月累计值（1月当月值即累计值；上月缺报则当月值不可算）',
  growth: '同比增长 = （本年累计值 ÷ 上年同期累计值 − 1）× 100%',
  completion: '完成率 = 累计值 ÷ 年度目标 × 100%',
  timeProgress: '序时进度 = 已过月份 ÷ 12 × 100%',
  perMonth: '后续月均需完成 = （年度目标 − 累计值）÷ 剩余月份',
} as const;
