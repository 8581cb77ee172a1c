import type { StageWeights } from './model.js';

/*
 * Scoring rules and weights written as the tests of the innovation score read them
 * (common/integral/scoring.test.ts, server/modules/integral/**.test.ts): a banded rule as its rows
 * of [from, to, points], the same weight at every stage.
 */

/** A banded rule from its rows [from, to, points]; null is an open end. */
export const banded = (...rows: [from: number | null, to: number | null, points: number][]) => ({
  kind: 'BANDED' as const,
  bands: rows.map(([from, to, points]) => ({ from, to, points })),
});

/** One weight at every stage. */
export const everyStage = (weight: number): StageWeights => ({ STARTUP: weight, GROWTH: weight, MATURE: weight });
