import type { Kysely } from 'kysely';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  type IntegralAnalysis,
  type IntegralStage,
} from '../../../common/integral/contract.js';
import type { DB } from '../../db/schema.js';
import { parseDefinition } from './breakdown.js';
import { round2, systemRef } from './present.js';
import * as repo from './repo.js';

/** Width of a histogram bucket, in points (0–10, 10–20, … 90–100). */
const BUCKET = 10;

const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : round2(values.reduce((a, b) => a + b, 0) / values.length);

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return round2(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The park's distribution under a year's active version: buckets, stages, dimensions, industries. */
export async function analysisOf(
  db: Kysely<DB>,
  year: number | undefined,
): Promise<IntegralAnalysis> {
  const system = await repo.activeSystem(db, year);
  const empty = {
    count: 0,
    average: 0,
    median: 0,
    max: 0,
    min: 0,
    histogram: [],
    stages: [],
    dimensions: [],
    industries: [],
  };
  if (!system) return { year: year ?? null, system: null, ...empty };
  const rows = (await repo.analysisRows(db, system.id)).map((r) => ({
    total: Number(r.total),
    stage: r.stage,
    TECH: Number(r.tech),
    GROWTH: Number(r.growth),
    FEATURE: Number(r.feature),
    industry: r.industry_name,
  }));
  const totals = rows.map((r) => r.total).sort((a, b) => a - b);
  const histogram = Array.from({ length: 100 / BUCKET }, (_, i) => ({
    from: i * BUCKET,
    to: (i + 1) * BUCKET,
    count: 0,
  }));
  for (const total of totals) histogram[Math.min(Math.floor(total / BUCKET), histogram.length - 1)]!.count++;

  // A dimension's full marks differ by stage (its weights do): the average of what each enterprise could reach.
  const definition = parseDefinition(system.definition);
  const dimensionMax = (dimension: string, stage: IntegralStage) =>
    definition.indicators
      .filter((i) => i.dimension === dimension)
      .reduce((sum, i) => sum + i.weights[stage], 0);

  const byIndustry = new Map<string, number[]>();
  for (const row of rows) byIndustry.set(row.industry, [...(byIndustry.get(row.industry) ?? []), row.total]);

  return {
    year: system.year,
    system: systemRef(system),
    count: rows.length,
    average: average(totals),
    median: median(totals),
    max: totals.at(-1) ?? 0,
    min: totals[0] ?? 0,
    histogram,
    stages: INTEGRAL_STAGES.map((stage) => {
      const own = rows.filter((r) => r.stage === stage).map((r) => r.total);
      return { stage, stageLabel: INTEGRAL_STAGE_LABELS[stage], count: own.length, average: average(own) };
    }),
    dimensions: INTEGRAL_DIMENSIONS.map((dimension) => ({
      dimension,
      name: INTEGRAL_DIMENSION_LABELS[dimension],
      average: average(rows.map((r) => r[dimension])),
      maxAverage: average(rows.map((r) => dimensionMax(dimension, r.stage))),
    })),
    industries: [...byIndustry]
      .map(([industryName, list]) => ({
        industryName,
        count: list.length,
        average: average(list),
        max: Math.max(...list),
      }))
      .sort((a, b) => b.average - a.average || a.industryName.localeCompare(b.industryName)),
  };
}
