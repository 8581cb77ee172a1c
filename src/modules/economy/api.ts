import { briefContract as bc } from '@common/economy/brief-contract';
import { economyContract as c } from '@common/economy/contract';
import { explainContract as ec } from '@common/economy/explain-contract';
import { indicatorContract as ic, isIndicatorType as isTypeOf, type IndicatorType } from '@common/economy/indicator-contract';
import { orgDataContract as dc } from '@common/economy/data-contract';
import { call } from '@/core/endpoint-call';
import { defineAction, defineDownload, defineList, defineQuery } from '@/ui/resource';

/** 经济运行's resources (common/economy/contract.ts). */

export {
  DERIVED_FORMULAS,
  ECONOMY_LIMITS,
  INDICATOR_DEFINITIONS,
  TARGET_INDICATORS,
  isTargetIndicator,
  type EconomyAreaFigure,
  type EconomyAreaMonth,
  type EconomyHeadline,
  type EconomyOverview,
  type EconomyTarget,
  type TargetIndicator,
} from '@common/economy/contract';

/** An indicator's year: target, months, areas and the derived figures. */
export const economyTarget = defineQuery(c.target);
/** A month's figures of every area, for the entry screen. */
export const economyAreaMonth = defineQuery(c.areaMonth);

/** The seven indicators of a year with their areas, laggards first. */
export const economyOverview = defineQuery(c.overview);

const AFFECTED = [economyTarget, economyAreaMonth, economyOverview];
export const saveEconomyFigure = defineAction(c.saveFigure, { revalidate: AFFECTED });
export const lockEconomyMonth = defineAction(c.lockMonth, { revalidate: AFFECTED });

// ---- 指标定义 (common/economy/indicator-contract.ts) ----

export {
  FREQUENCIES,
  INDICATOR_TYPES,
  INDICATOR_TYPE_LABELS,
  KIND_LABELS,
  METHOD_LABELS,
  REPORT_LABELS,
  isIndicatorType,
  type IndicatorInput,
  type IndicatorRowItem,
  type IndicatorType,
} from '@common/economy/indicator-contract';

export type IndicatorQuery = { type?: string; kind?: string; enabled?: string; search?: string };

export const indicators = defineList(ic.indicators, {
  toQuery: (q: IndicatorQuery) => ({
    type: (q.type || 'industry') as IndicatorType,
    kind: (q.kind || undefined) as 'REPORTED' | 'DERIVED' | undefined,
    enabled: (q.enabled || undefined) as '1' | '0' | undefined,
    search: q.search || undefined,
  }),
});
export const saveIndicator = defineAction(ic.saveIndicator, { revalidate: [indicators] });
export const enableIndicator = defineAction(ic.enableIndicator, { revalidate: [indicators] });
export const removeIndicator = defineAction(ic.removeIndicator, { revalidate: [indicators] });

// ---- 企业报送数据 (common/economy/data-contract.ts) ----

export {
  ORG_DATA_LIMITS,
  type OrgDataImportResult,
  type OrgDataRowItem,
  type OrgDataSummary,
} from '@common/economy/data-contract';

/** The screen's query (URL strings): the month as 'YYYY-MM', 已报送/未报送, the enterprise's name. */
export type OrgDataQuery = { type?: string; period?: string; state?: string; search?: string };

/** The month before the park's current one (figures come in after a month ends), as 'YYYY-MM'. */
export function lastMonth(now: number = Date.now()): string {
  const park = new Date(now + 8 * 3600_000);
  return new Date(Date.UTC(park.getUTCFullYear(), park.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** 'YYYY-MM' as the endpoints' year and month; last month when it is not one. */
export function periodOf(period: string | undefined): { year: number; month: number } {
  const text = period && /^\d{4}-(0[1-9]|1[0-2])$/.test(period) ? period : lastMonth();
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

const typeOf = (type: string | undefined): IndicatorType => (type && isTypeOf(type) ? type : 'industry');

const orgDataFilters = (q: OrgDataQuery) => ({
  type: typeOf(q.type),
  ...periodOf(q.period),
  state: (q.state === 'REPORTED' || q.state === 'MISSING' ? q.state : undefined) as 'REPORTED' | 'MISSING' | undefined,
  search: q.search?.trim() || undefined,
});

export const orgData = defineList(dc.orgData, { toQuery: orgDataFilters });
export const orgDataSummary = defineQuery(dc.orgDataSummary);
export const orgDataExport = defineDownload(dc.orgDataExport, { toInput: orgDataFilters });
export const orgDataTemplate = defineDownload(dc.template, {
  toInput: (q: OrgDataQuery) => ({ type: typeOf(q.type), ...periodOf(q.period) }),
});
/** 导入 of a type's enterprise data: the .xlsx as multipart (field `file`); any bad row saves nothing. */
export function importOrgData(type: IndicatorType, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(dc.upload, { type }, { multipart: form, loading: '导入中……' });
}
export const ORG_DATA_AFFECTED = [orgData, orgDataSummary, indicators];

// ---- 经济运行简报 and 数据说明 (common/economy/brief-contract.ts, explain-contract.ts) ----

export { EXPLAIN_LIMITS, type ExplainRowItem } from '@common/economy/explain-contract';
export type { BriefLaggard, EconomyBrief } from '@common/economy/brief-contract';

/** The month's brief: laggards first, key figures, the areas' ranking, target projects, explanations. */
export const economyBrief = defineQuery(bc.brief);
export const economyBriefExport = defineDownload(bc.briefExport);

/** The screen's query (URL strings): the indicator type, the month as 'YYYY-MM', the words searched. */
export type ExplainQuery = { type?: string; period?: string; search?: string };

export const explains = defineList(ec.explains, {
  toQuery: (q: ExplainQuery) => {
    const period = q.period && /^\d{4}-(0[1-9]|1[0-2])$/.test(q.period) ? periodOf(q.period) : {};
    return {
      type: q.type && isTypeOf(q.type) ? q.type : undefined,
      ...period,
      search: q.search?.trim() || undefined,
    };
  },
});
const EXPLAINED = [explains, economyBrief];
export const saveExplain = defineAction(ec.saveExplain, { revalidate: EXPLAINED });
export const removeExplain = defineAction(ec.removeExplain, { revalidate: EXPLAINED });
