import { round2 } from '@common/integral/scoring';

/** Scores and figures as the innovation-score screens show them: with their units. */

export const pointsText = (value: number) => `${String(round2(value))}分`;
export const rankText = (rank: number, count?: number) =>
  count === undefined ? `第${String(rank)}名` : `第${String(rank)}名 / 共${String(count)}家`;
export const percentText = (value: number) => `${String(round2(value))}%`;
/** A figure with its unit, or 未填报. */
export const figureWithUnit = (value: number | null | undefined, unit: string) =>
  typeof value === 'number' && Number.isFinite(value) ? `${String(round2(value))}${unit}` : '未填报';
