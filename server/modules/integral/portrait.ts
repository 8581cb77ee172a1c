import type { Kysely } from 'kysely';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELDS,
  INTEGRAL_STAGE_LABELS,
  type IntegralPortrait,
} from '../../../common/integral/contract.js';
import { fieldsRead } from '../../../common/integral/scoring.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { parseDefinition, parseInputs, unpackItems } from './breakdown.js';
import { orgHeading, round2, systemRef } from './present.js';
import * as repo from './repo.js';

/**
 * An organisation's portrait: its score of a year under the year's active version (or a version
 * asked for by id, so earlier versions stay readable), its place in the park, each dimension
 * against the park's average, the breakdown and the figures used, and its trend over the years.
 * An enterprise without a score that year gets the portrait with `score` null.
 */
export async function portraitOf(
  db: Kysely<DB>,
  orgId: number,
  ask: { year?: number | undefined; systemId?: number | undefined },
): Promise<IntegralPortrait> {
  const org = await repo.enterprise(db, orgId);
  if (!org) throw notFound('企业');
  const actives = await repo.activeSystems(db);
  let system: repo.SystemRow | undefined;
  if (ask.systemId !== undefined) {
    system = await repo.systemById(db, ask.systemId);
    if (!system || system.status !== 'READY') throw notFound('指标体系版本');
  } else system = ask.year === undefined ? actives[0] : actives.find((s) => s.year === ask.year);

  const history = await repo.scoresOfOrg(
    db,
    orgId,
    actives.map((s) => s.id),
  );
  const countOf = new Map(actives.map((s) => [s.id, s.scored_count]));
  const trend = history
    .map((h) => ({
      year: h.year,
      total: Number(h.total),
      rank: h.park_rank,
      count: countOf.get(h.system_id) ?? 0,
      stageLabel: INTEGRAL_STAGE_LABELS[h.stage],
    }))
    .sort((a, b) => a.year - b.year);

  const base = { org: orgHeading(org), years: actives.map((s) => s.year), trend };
  if (!system) return { ...base, year: ask.year ?? null, system: null, score: null };
  const row = await repo.scoreOf(db, system.id, orgId);
  if (!row) return { ...base, year: system.year, system: systemRef(system), score: null };

  const definition = parseDefinition(system.definition);
  const items = unpackItems(definition, row.stage, row.breakdown);
  const [below, averages] = await Promise.all([
    repo.countBelow(db, system.id, Number(row.total)),
    repo.dimensionAverages(db, system.id),
  ]);
  const others = system.scored_count - 1;
  const inputs = parseInputs(row.inputs);
  return {
    ...base,
    year: system.year,
    system: systemRef(system),
    score: {
      stage: row.stage,
      stageLabel: INTEGRAL_STAGE_LABELS[row.stage],
      age: row.age,
      total: Number(row.total),
      rank: row.park_rank,
      count: system.scored_count,
      percentile: others <= 0 ? 100 : Math.round((below / others) * 1000) / 10,
      missingCount: row.missing_count,
      computedAt: row.computed_at,
      dimensions: INTEGRAL_DIMENSIONS.map((dimension) => {
        const own = items.filter((item) => item.dimension === dimension);
        return {
          dimension,
          name: INTEGRAL_DIMENSION_LABELS[dimension],
          score: Number(row[dimension === 'TECH' ? 'tech' : dimension === 'GROWTH' ? 'growth' : 'feature']),
          max: round2(own.reduce((sum, item) => sum + item.weight, 0)),
          parkAverage: round2(averages[dimension]),
        };
      }),
      items,
      inputs: fieldsRead(definition).map((field) => ({
        field,
        label: INTEGRAL_FIELDS[field].label,
        unit: INTEGRAL_FIELDS[field].unit,
        value: inputs[field] ?? null,
      })),
    },
  };
}
