import {
  ACHIEVEMENT_SOURCES,
  ACHIEVEMENT_TYPES,
  integralQualityContract as c,
  type AchievementSource,
  type AchievementType,
} from '@common/integral/quality/contract';
import { defineAction, defineDownload, defineList, defineQuery } from '@/ui/resource';
import { scoredInput, textOf, yearOf, type ScoredQuery } from '../parts/scored-list';

/**
 * The reads and writes of the directory, the enterprise analysis, the reserve pool and the
 * achievements (common/integral/quality/contract.ts).
 */

export {
  ACHIEVEMENT_LIMITS,
  ACHIEVEMENT_SOURCE_LABELS,
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  AMOUNT_REQUIRED,
  QUALITY_MODE_LABELS,
  RESERVE_GAP,
  type AchievementItem,
  type AchievementList,
  type AchievementType,
  type OrgAnalysis,
  type OrgAnalysisResult,
  type QualityDirInfo,
  type QualityDirItem,
  type QualityThreshold,
  type ReserveItem,
  type ReserveMove,
} from '@common/integral/quality/contract';


/** The directory's URL state (string-valued, as ListPage keeps it). */
export type DirQuery = ScoredQuery;
const dirInput = scoredInput;
export const qualityDir = defineList(c.dir, { toQuery: dirInput });
/** The directory's basis (year, threshold, filter options) under the same filters: its first row only. */
export const qualityDirBasis = defineQuery(c.dir, {
  toInput: (q: DirQuery) => ({ ...dirInput(q), size: 1 }),
  key: 'integral-dir-basis',
});
export const qualityDirExport = defineDownload(c.dirExport, { toInput: dirInput });
export const qualityDirInfo = defineQuery(c.dirInfo, {
  toInput: ({ id, year }: { id: number; year?: number | undefined }) => ({ id, ...(year ? { year } : {}) }),
});

export const orgAnalysis = defineQuery(c.orgAnalysis, {
  toInput: ({ id, year }: { id: number; year?: number | undefined }) => ({ id, ...(year ? { year } : {}) }),
});

/** The reserve pool's URL state: the window (分差范围) is a filter like the others. */
export type ReserveQuery = { year?: string; gap?: string; industry?: string; search?: string };
const gapOf = (value: string | undefined) => {
  const gap = Number(value);
  return value && Number.isFinite(gap) && gap > 0 ? gap : undefined;
};
const reserveInput = (q: ReserveQuery) => ({
  year: yearOf(q.year),
  gap: gapOf(q.gap),
  industry: textOf(q.industry),
  search: textOf(q.search),
});
export const qualityReserve = defineList(c.reserve, { toQuery: reserveInput });
export const qualityReserveBasis = defineQuery(c.reserve, {
  toInput: (q: ReserveQuery) => ({ ...reserveInput(q), size: 1 }),
  key: 'integral-reserve-basis',
});
export const qualityReserveExport = defineDownload(c.reserveExport, { toInput: reserveInput });

/** The threshold of a year and setting it (the indicator system's holders). */
export const qualityThreshold = defineQuery(c.threshold);
export const saveQualityThreshold = defineAction(c.saveThreshold, {
  revalidate: [qualityThreshold, qualityReserve, qualityReserveBasis, qualityDir, qualityDirBasis],
});

export type AchievementQuery = { type?: string; source?: string; year?: string; search?: string };
const achievementInput = (q: AchievementQuery) => ({
  type: ACHIEVEMENT_TYPES.find((t): t is AchievementType => t === q.type),
  source: ACHIEVEMENT_SOURCES.find((s): s is AchievementSource => s === q.source),
  year: yearOf(q.year),
  search: textOf(q.search),
});
export const achievements = defineList(c.achievements, { toQuery: achievementInput, key: 'integral-achievements' });
/** The totals of the filtered achievements (the list's answer, one row). */
export const achievementTotals = defineQuery(c.achievements, {
  toInput: (q: AchievementQuery) => ({ ...achievementInput(q), size: 1 }),
  key: 'integral-achievement-totals',
});
export const achievementExport = defineDownload(c.achievementExport, { toInput: achievementInput });
export const saveAchievement = defineAction(c.saveAchievement, { revalidate: [achievements, achievementTotals] });
export const deleteAchievement = defineAction(c.deleteAchievement, {
  toInput: (id: number) => ({ id }),
  revalidate: [achievements, achievementTotals],
  success: '删除成功',
});
