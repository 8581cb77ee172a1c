import { cultivationContract as c, POOL_STAGE_KEYS, type PoolStage } from '@common/cultivation/contract';
import { defineAction, defineDownload, defineList, defineQuery } from '@/ui/resource';

/** The cultivation's resources (common/cultivation/contract.ts). */

export {
  CRITERION_KINDS,
  CULTIVATION_FIGURES,
  CULTIVATION_LIMITS,
  CULTIVATION_METRICS,
  POOL_STAGES,
  type CultivationEvaluation,
  type CultivationLibrary,
  type CultivationPool,
  type CultivationTier,
  type CultivationTierDetail,
  type CultivationTiers,
  type PoolStage,
  type QualityDetail,
  type QualityItem,
  type PoolListItem,
  type SaveTierInput,
} from '@common/cultivation/contract';

const text = (v: string | undefined) => v?.trim() || undefined;
const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const stageOf = (v: string | undefined): PoolStage | undefined => POOL_STAGE_KEYS.find((s) => s === v);

export const cultivationTiers = defineQuery(c.tiers);
export const cultivationTier = defineQuery(c.tier, { toInput: (id: number) => ({ id }) });

/** The library's URL state (string-valued, as ListPage keeps it). */
export type LibraryQuery = { tierId?: string; industry?: string; county?: string; gap?: string; search?: string };
const libraryInput = (q: LibraryQuery) => ({
  tierId: idOf(q.tierId),
  industry: text(q.industry),
  county: text(q.county),
  gap: q.gap === 'near' ? ('near' as const) : undefined,
  search: text(q.search),
});
export const cultivationLibrary = defineList(c.library, { toQuery: libraryInput });
/** The library's filter options (industries, counties): its first row only. */
export const libraryOptions = defineQuery(c.library, { toInput: () => ({ size: 1 }), key: 'cultivation-library-options' });

export type PoolQuery = LibraryQuery & { stage?: string };
const poolInput = (q: PoolQuery) => ({ ...libraryInput(q), stage: stageOf(q.stage) });
export const cultivationPool = defineList(c.pool, { toQuery: poolInput });
export const poolCounts = defineQuery(c.pool, { toInput: (q: PoolQuery) => ({ ...poolInput(q), stage: undefined, size: 1 }), key: 'cultivation-pool-counts' });
export const poolExport = defineDownload(c.poolExport, { toInput: poolInput });
export const poolExportSelected = defineDownload(c.poolExport, { toInput: (ids: number[]) => ({ ids }) });
export const poolMoves = defineQuery(c.moves, { toInput: (id: number) => ({ id }) });

export const cultivationEvaluation = defineQuery(c.evaluation, { toInput: (orgId: number | undefined) => (orgId === undefined ? {} : { orgId }) });

const AFFECTED = [cultivationEvaluation, cultivationLibrary, cultivationPool, poolCounts, cultivationTiers, cultivationTier];
export const saveFigures = defineAction(c.saveFigures, { revalidate: AFFECTED });
export const movePool = defineAction(c.move, { revalidate: [...AFFECTED, poolMoves] });

export const tierEditor = defineQuery(c.editor);
export const saveTier = defineAction(c.saveTier, { revalidate: [tierEditor, ...AFFECTED] });
export const deleteTier = defineAction(c.deleteTier, { toInput: (id: number) => ({ id }), revalidate: [tierEditor, ...AFFECTED], success: '删除成功' });

export type QualityQuery = { tierId?: string; search?: string };
export const qualityList = defineList(c.qualityList, { toQuery: (q: QualityQuery) => ({ tierId: idOf(q.tierId), search: text(q.search) }) });
export const qualityDetail = defineQuery(c.qualityDetail, { toInput: (id: number) => ({ id }) });
