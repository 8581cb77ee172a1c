import { bigscreenContract as c } from '@common/integral/bigscreen/contract';
import { defineQuery } from '@/ui/resource';

/** The score big-screen's reads (common/integral/bigscreen/contract.ts), public and of the page's park. */

export {
  type BigscreenAnalyse,
  type BigscreenChain,
  type BigscreenChains,
  type BigscreenOverview,
  type BigscreenRank,
  type BigscreenWallChains,
} from '@common/integral/bigscreen/contract';

export const overview = defineQuery(c.overview);
export const rankByIndustry = defineQuery(c.rank);
export const dimensionAnalysis = defineQuery(c.analyse);
export const chainsOverview = defineQuery(c.chains);
export const chainDetail = defineQuery(c.chain);
export const wallChains = defineQuery(c.wallChains);

/** The park's chains the wall has a screen for, in the park's order; undefined until known. */
export const useWallChains = () => wallChains.useQuery({}).data;
