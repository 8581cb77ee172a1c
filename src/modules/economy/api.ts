import { economyContract as c } from '@common/economy/contract';
import { defineAction, defineQuery } from '@/ui/resource';

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
