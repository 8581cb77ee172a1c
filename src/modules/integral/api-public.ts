import { integralContract as c } from '@common/integral/contract';
import { defineList, defineQuery } from '@/ui/resource';

/**
 * The portal's innovation-score reads (common/integral/contract.ts): how the score is computed, the
 * park's top list, an enterprise found by name, and my organisation's portrait.
 */

export {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELDS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  type IntegralDimension,
  type IntegralModel,
  type IntegralPortrait,
  type IntegralPublicItem,
  type IntegralScoreView,
  type IntegralTop,
} from '@common/integral/contract';

/** The active indicator system of a year (the newest year with scores when none is given). */
export const integralModel = defineQuery(c.model);
/** The park's highest scores of a year. */
export const integralTop = defineQuery(c.top);

export type SearchQuery = { keyword: string; year?: string };
/** Enterprises of the park found by name, with their total and rank. */
export const integralSearch = defineList(c.search, {
  toQuery: (q: SearchQuery) => ({ keyword: q.keyword, ...(q.year ? { year: Number(q.year) } : {}) }),
});

/** My organisation's portrait: total, rank, percentile, dimensions, breakdown, trend. */
export const myIntegral = defineQuery(c.mine);
