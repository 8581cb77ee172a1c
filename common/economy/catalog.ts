/**
 * 指标定义 by type (SPEC §2 /op/economy/indicator/{type}, indicatorManage/{type},
 * orgDataList/{type}): the kinds of figures enterprises report to the park each month, each with
 * its reported indicators and the ones derived from them. `{type}` is one of INDICATOR_TYPES.
 */
export const INDICATOR_TYPES = ['industry', 'invest', 'finance'] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

export const INDICATOR_TYPE_LABELS: Readonly<Record<IndicatorType, string>> = {
  industry: '工业经济',
  invest: '项目投资',
  finance: '财政税收',
};

/** What each type's enterprise report is called on the statistics bureau's forms. */
export const REPORT_LABELS: Readonly<Record<IndicatorType, string>> = {
  industry: '规上工业企业月报',
  invest: '投资项目月报',
  finance: '重点企业税收月报',
};

export const isIndicatorType = (value: string): value is IndicatorType =>
  (INDICATOR_TYPES as readonly string[]).includes(value);

export const FREQUENCIES = ['月度', '季度', '年度'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** 报送指标 is entered by the enterprises; 派生指标 is computed from one (or two) of them. */
export const INDICATOR_KINDS = ['REPORTED', 'DERIVED'] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];
export const KIND_LABELS: Readonly<Record<IndicatorKind, string>> = { REPORTED: '报送指标', DERIVED: '派生指标' };

/** How a derived indicator is computed (server/modules/economy/derive.ts). */
export const DERIVE_METHODS = ['GROWTH', 'MONTHLY', 'RATIO'] as const;
export type DeriveMethod = (typeof DERIVE_METHODS)[number];
export const METHOD_LABELS: Readonly<Record<DeriveMethod, string>> = {
  GROWTH: '同比增速',
  MONTHLY: '当月值',
  RATIO: '比率',
};

/** The formula a derived indicator prints, from its method and the names of what it is computed from. */
export function formulaOf(method: DeriveMethod, basis: string, denominator = ''): string {
  if (method === 'GROWTH') return `（本年${basis}累计 ÷ 上年同期${basis}累计 − 1）× 100%`;
  if (method === 'MONTHLY') return `本月${basis}累计 − 上月${basis}累计`;
  return `${basis} ÷ ${denominator || '（分母）'} × 100%`;
}

export const INDICATOR_LIMITS = { codeMax: 30, nameMax: 30, unitMax: 10, scopeMax: 200 } as const;
/** Letters, digits and underscores, starting with a letter: the column a template names. */
export const INDICATOR_CODE_PATTERN = '^[a-z][a-z0-9_]*$';
