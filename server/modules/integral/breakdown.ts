import type { IntegralStage, IntegralValues, SystemDefinition } from '../../../common/integral/model.js';
import { indicatorScore, type IndicatorFound, type IndicatorScore } from '../../../common/integral/scoring.js';

/**
 * A score's breakdown as stored: per indicator, in the version's order, what the computation found
 * (value, band, points, weighted points, cap, why data was missing). Names, units, weights and
 * band texts come back from the version's definition, which never changes once stored; so 100,000
 * breakdowns stay small.
 */
type Packed = [
  value: number | null,
  band: number | null,
  points: number,
  weighted: number,
  capped: 0 | 1,
  missingReason: string,
];

export function packItems(items: readonly IndicatorFound[]): string {
  return JSON.stringify(
    items.map((i): Packed => [i.value, i.band, i.points, i.weighted, i.capped ? 1 : 0, i.missingReason]),
  );
}

export function unpackItems(
  definition: SystemDefinition,
  stage: IntegralStage,
  stored: string,
): IndicatorScore[] {
  const packed = JSON.parse(stored) as Packed[];
  return definition.indicators.map((indicator, index) => {
    const [value, band, points, weighted, capped, missingReason] = packed[index] ?? [
      null,
      null,
      0,
      0,
      0,
      '未计算',
    ];
    return indicatorScore(indicator, stage, { value, missingReason, band, points, capped: capped === 1, weighted });
  });
}

export const parseDefinition = (text: string): SystemDefinition => JSON.parse(text) as SystemDefinition;

export const parseInputs = (text: string): IntegralValues => JSON.parse(text) as IntegralValues;
