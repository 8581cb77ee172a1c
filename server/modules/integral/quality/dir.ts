import type { Kysely } from 'kysely';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_STAGE_LABELS,
  type IntegralStage,
} from '../../../../common/integral/model.js';
import type { QualityDir, QualityDirInfo, QualityDirItem } from '../../../../common/integral/quality/contract.js';
import { percentileAmong } from '../../../../common/integral/scoring.js';
import type { DB } from '../../../db/schema.js';
import { MAX_ID } from '../../../../common/contract/atoms.js';
import { notFound } from '../../../lib/errors.js';
import { parseDefinition } from '../breakdown.js';
import { round2, scoreItem, systemRef } from '../present.js';
import * as base from '../repo.js';
import * as repo from './repo.js';
import { thresholdOf } from './threshold.js';

/**
 * 优质企业名录: the enterprises of the park whose total, under the year's active version, is at or
 * above the park's threshold of the year, in rank order; and one enterprise's directory card.
 */

export interface DirQuery extends repo.ScoreFilter {
  year?: number | undefined;
}

export const dirItem = (row: repo.ScoredRow): QualityDirItem => scoreItem(row);

/** The version, its threshold and its line, for the directory, its export and the reserve pool. */
export async function qualityBasis(db: Kysely<DB>, year: number | undefined) {
  const system = await base.activeSystem(db, year);
  const { threshold, totals } = await thresholdOf(db, system, year);
  return { system, threshold, totals };
}

export async function dirOf(
  db: Kysely<DB>,
  q: DirQuery & { pagenum: number; size: number },
): Promise<QualityDir> {
  const [{ system, threshold }, actives] = await Promise.all([
    qualityBasis(db, q.year),
    base.activeSystems(db),
  ]);
  const years = actives.map((s) => s.year);
  if (!system || threshold.score === null)
    return {
      year: system?.year ?? q.year ?? null,
      years,
      system: system ? systemRef(system) : null,
      threshold,
      industries: [],
      areas: [],
      list: [],
      total: 0,
    };
  const [page, options] = await Promise.all([
    repo.scoresBetween(db, system.id, { min: threshold.score }, q, q),
    repo.dirOptions(db, system.id, threshold.score),
  ]);
  return {
    year: system.year,
    years,
    system: systemRef(system),
    threshold,
    ...options,
    list: page.rows.map(dirItem),
    total: page.total,
  };
}

const dimensionColumn = { TECH: 'tech', GROWTH: 'growth', FEATURE: 'feature' } as const;

export async function dirInfo(
  db: Kysely<DB>,
  orgId: number,
  year: number | undefined,
): Promise<QualityDirInfo> {
  const NOT_LISTED = '名录中的企业';
  if (orgId > MAX_ID) throw notFound(NOT_LISTED);
  const { system, threshold, totals } = await qualityBasis(db, year);
  if (!system || threshold.score === null) throw notFound(NOT_LISTED);
  const [facts, row] = await Promise.all([
    repo.publicFacts(db, orgId),
    base.scoreOf(db, system.id, orgId),
  ]);
  if (!facts || !row || Number(row.total) < threshold.score) throw notFound(NOT_LISTED);
  const total = Number(row.total);
  const definition = parseDefinition(system.definition);
  const stage: IntegralStage = row.stage;
  const averages = await base.dimensionAverages(db, system.id);
  const actives = await base.activeSystems(db);
  const history = await base.scoresOfOrg(
    db,
    orgId,
    actives.map((s) => s.id),
  );
  const others = [...totals];
  others.splice(others.indexOf(total), 1);
  return {
    year: system.year,
    system: systemRef(system),
    threshold,
    org: {
      orgId: facts.id,
      fullname: facts.fullname,
      creditCode: facts.credit_code,
      category: facts.category,
      industryName: facts.industry_name,
      area: facts.sub_park,
      address: facts.address,
      setupDate: facts.setup_date,
      registerCapital: Number(facts.register_capital),
      ranges: facts.ranges,
    },
    score: {
      total,
      rank: row.park_rank,
      count: totals.length,
      percentile: percentileAmong(total, others),
      stage,
      stageLabel: INTEGRAL_STAGE_LABELS[stage],
      dimensions: INTEGRAL_DIMENSIONS.map((dimension) => ({
        dimension,
        name: INTEGRAL_DIMENSION_LABELS[dimension],
        score: Number(row[dimensionColumn[dimension]]),
        max: round2(
          definition.indicators.filter((i) => i.dimension === dimension).reduce((sum, i) => sum + i.weights[stage], 0),
        ),
        parkAverage: round2(averages[dimension]),
      })),
    },
    trend: history
      .map((h) => ({
        year: h.year,
        total: Number(h.total),
        rank: h.park_rank,
        count: actives.find((s) => s.id === h.system_id)?.scored_count ?? 0,
        stageLabel: INTEGRAL_STAGE_LABELS[h.stage],
      }))
      .sort((a, b) => a.year - b.year),
  };
}
