import { economyContract as c } from '@common/economy/contract';
import { indicatorContract as ic, type IndicatorType } from '@common/economy/indicator-contract';
import { defineAction, defineList, defineQuery } from '@/ui/resource';

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
