import { integralContract as c } from '@common/integral/contract';
import { defineAction, defineItem, defineQuery } from '@/ui/resource';

/**
 * The operators' analysis and indicator-system resources (common/integral/contract.ts): the
 * park's distribution of a year, the versions of the indicator system and saving a new one.
 */

export {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELD_KEYS,
  INTEGRAL_FIELDS,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  INTEGRAL_SYSTEM_STATUS_LABELS,
  type IntegralAnalysis,
  type IntegralSystemDetail,
  type IntegralSystemSave,
  type IntegralSystemStatus,
  type IntegralSystemSummary,
} from '@common/integral/contract';

/** The park's distribution under a year's active version (the newest year by default). */
export const integralAnalysis = defineQuery(c.analysis);
/** The years with scores (and their active versions), for the analysis' year picker. */
export const integralScoreYears = defineQuery(c.filters);

/** Every version of the park's indicator system, newest year and version first. */
export const integralSystems = defineQuery(c.systems);
/** One version with its definition. */
export const integralSystem = defineItem(c.systemDetail);

/** Saving stores the next version and recomputes in the background: the versions and every score read refresh. */
export const saveIntegralSystem = defineAction(c.saveSystem, {
  revalidate: [integralSystems, integralSystem, integralAnalysis, integralScoreYears],
});
