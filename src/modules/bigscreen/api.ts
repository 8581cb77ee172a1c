import { bigscreenContract as c } from '@common/integral/contract-bigscreen';
import { defineQuery } from '@/ui/resource';

/** The score big-screen's reads (common/integral/contract-bigscreen.ts), public and of the page's park. */

export {
  chainOf,
  INDUSTRY_CHAINS,
  type BigscreenAnalyse,
  type BigscreenChain,
  type BigscreenChains,
  type BigscreenOverview,
  type BigscreenRank,
  type IndustryChainKey,
} from '@common/integral/contract-bigscreen';

export const overview = defineQuery(c.overview);
export const rankByIndustry = defineQuery(c.rank);
export const dimensionAnalysis = defineQuery(c.analyse);
export const chainsOverview = defineQuery(c.chains);
export const chainDetail = defineQuery(c.chain);
