import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  type IntegralDimension,
  type IntegralStage,
  type SystemDefinition,
} from '../../../../common/integral/model.js';
import { round2 } from '../present.js';
import { BUCKET, BUCKETS, type Group } from './queries.js';

/**
 * The big-screen's figures folded from the aggregate groups (queries.ts): a handful of rows in,
 * the counts, averages, histogram, stages and dimension averages out. Sums are added before
 * dividing, so an average over several groups is the average over their enterprises.
 */

type Sums = Pick<Group, 'count' | 'total' | 'tech' | 'growth' | 'feature'>;

const DIMENSION_SUM: Readonly<Record<IntegralDimension, keyof Sums>> = {
  TECH: 'tech',
  GROWTH: 'growth',
  FEATURE: 'feature',
};

const sum = (groups: readonly Sums[], key: keyof Sums) => groups.reduce((s, g) => s + g[key], 0);
const count = (groups: readonly Sums[]) => sum(groups, 'count');
const averageOf = (groups: readonly Sums[], key: keyof Sums) => {
  const n = count(groups);
  return n === 0 ? 0 : round2(sum(groups, key) / n);
};

export function summary(groups: readonly Group[]) {
  return {
    count: count(groups),
    average: averageOf(groups, 'total'),
    max: groups.length ? Math.max(...groups.map((g) => g.max)) : 0,
    min: groups.length ? Math.min(...groups.map((g) => g.min)) : 0,
  };
}

export function histogram(groups: readonly Group[]) {
  return Array.from({ length: BUCKETS }, (_, i) => ({
    from: i * BUCKET,
    to: (i + 1) * BUCKET,
    count: count(groups.filter((g) => g.bucket === i)),
  }));
}

export function stageFigures(groups: readonly (Sums & { stage: IntegralStage })[]) {
  return INTEGRAL_STAGES.map((stage) => {
    const own = groups.filter((g) => g.stage === stage);
    return {
      stage,
      stageLabel: INTEGRAL_STAGE_LABELS[stage],
      count: count(own),
      average: averageOf(own, 'total'),
    };
  });
}

/** A dimension's full marks at a stage: the sum of its indicators' weights there. */
export const dimensionMax = (
  definition: SystemDefinition,
  dimension: IntegralDimension,
  stage: IntegralStage,
) => definition.indicators.filter((i) => i.dimension === dimension).reduce((s, i) => s + i.weights[stage], 0);

/**
 * Each dimension's average, and the average of its full marks over the same enterprises (a
 * dimension's full marks differ by stage, as its weights do).
 */
export function dimensionAverages(
  groups: readonly (Sums & { stage: IntegralStage })[],
  definition: SystemDefinition,
) {
  const n = count(groups);
  return INTEGRAL_DIMENSIONS.map((dimension) => ({
    dimension,
    name: INTEGRAL_DIMENSION_LABELS[dimension],
    average: averageOf(groups, DIMENSION_SUM[dimension]),
    maxAverage:
      n === 0
        ? 0
        : round2(groups.reduce((s, g) => s + g.count * dimensionMax(definition, dimension, g.stage), 0) / n),
  }));
}

/** Groups split by a key, in the order the keys first appear. */
export function byKey<T>(groups: readonly T[], key: (g: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const g of groups) map.set(key(g), [...(map.get(key(g)) ?? []), g]);
  return map;
}

export { averageOf, count };
