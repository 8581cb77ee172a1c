import { integralContract as c, type INTEGRAL_RANKING_SORTS } from '@common/integral/contract';
import { defineAction, defineDownload, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { scoredInput, type ScoredQuery } from './parts/scored-list';

/**
 * The operators' innovation-score reads of the ranking, portrait and simulation screens
 * (common/integral/contract.ts): the ranking with its filters, one enterprise's portrait and the
 * basis of the what-if simulation. The simulation itself runs in the browser (scoring.ts).
 */

export type {
  IntegralFilters,
  IntegralPortrait,
  IntegralRankItem,
  IntegralScoreView,
  IntegralSimulateBase,
} from '@common/integral/contract';

/** The ranking's URL state (string-valued, as ListPage keeps it). */
export type RankingQuery = ScoredQuery & SortParams;

/** The ranking's filters and order as the endpoints take them (the list and its export alike). */
const rankingInput = (q: RankingQuery) => ({
  ...scoredInput(q),
  ...sortInput<(typeof INTEGRAL_RANKING_SORTS)[number]>(q),
});

export const integralRanking = defineList(c.ranking, { toQuery: rankingInput });

/** 导出: the ranking under its filters and order, every page, as .xlsx. */
export const integralRankingExport = defineDownload(c.rankingExport, { toInput: rankingInput });

/** The years (their active versions), industries and areas the ranking can be narrowed to. */
export const integralFilters = defineQuery(c.filters);

/** One enterprise's score for a year (the newest by default). */
export const integralPortrait = defineQuery(c.portrait, {
  toInput: ({ id, year }: { id: number; year?: number }) => ({ id, ...(year ? { year } : {}) }),
});

/** The basis of a simulation: the definition, the approved figures and the other enterprises' totals. */
export const integralSimulateBase = defineQuery(c.simulateBase, {
  toInput: ({ id, year }: { id: number; year?: number }) => ({ id, ...(year ? { year } : {}) }),
});

/** The same simulation computed on the server, to confirm the page's figures; nothing is written. */
export const checkSimulation = defineAction(c.simulate);
