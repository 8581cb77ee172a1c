import type { Kysely } from 'kysely';
import {
  INTEGRAL_FIELD_KEYS,
  type IntegralSimulateBase,
  type IntegralSimulation,
  type IntegralValues,
} from '../../../common/integral/contract.js';
import {
  percentileAmong,
  rankAmong,
  scoreChanges,
  scoreOrganisation,
  type ScoreResult,
} from '../../../common/integral/scoring.js';
import type { DB } from '../../db/schema.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parseDefinition } from './breakdown.js';
import { orgHeading, systemRef } from './present.js';
import * as repo from './repo.js';

/**
 * What-if scoring (模拟测算): an enterprise's approved figures with some replaced, scored under the
 * year's active version, placed among the park's other scores. Nothing is written.
 */

async function basis(db: Kysely<DB>, orgId: number, year: number | undefined) {
  const org = await repo.enterprise(db, orgId);
  if (!org) throw notFound('企业');
  const system = await repo.activeSystem(db, year);
  if (!system)
    throw new BizError(
      year === undefined ? '本园区还没有计算过创新积分' : `${String(year)}年度还没有计算过创新积分`,
    );
  const [values, otherTotals] = await Promise.all([
    repo.valuesOf(db, orgId, system.year),
    repo.totalsOf(db, system.id, orgId),
  ]);
  return { org, system, values, otherTotals, definition: parseDefinition(system.definition) };
}

export async function simulateBase(
  db: Kysely<DB>,
  orgId: number,
  year: number | undefined,
): Promise<IntegralSimulateBase> {
  const { org, system, values, otherTotals, definition } = await basis(db, orgId, year);
  return {
    org: orgHeading(org),
    year: system.year,
    system: { ...systemRef(system), definition },
    values,
    otherTotals,
  };
}

const standing = (score: ScoreResult, others: readonly number[]) => ({
  total: score.total,
  rank: rankAmong(score.total, others),
  percentile: percentileAmong(score.total, others),
  stage: score.stage,
  stageLabel: score.stageLabel,
});

export async function simulate(
  db: Kysely<DB>,
  orgId: number,
  year: number | undefined,
  overrides: IntegralValues,
): Promise<IntegralSimulation> {
  const { org, system, values, otherTotals, definition } = await basis(db, orgId, year);
  const changed: IntegralValues = { ...values };
  for (const field of INTEGRAL_FIELD_KEYS) {
    if (!Object.hasOwn(overrides, field)) continue;
    const value = overrides[field];
    if (value === null || value === undefined) delete changed[field];
    else changed[field] = value;
  }
  const facts = { setupDate: org.setup_date, year: system.year };
  const before = scoreOrganisation(definition, values, facts);
  const after = scoreOrganisation(definition, changed, facts);
  const was = standing(before, otherTotals);
  const now = standing(after, otherTotals);
  return {
    year: system.year,
    system: systemRef(system),
    before: was,
    after: now,
    rankMove: was.rank - now.rank,
    changes: scoreChanges(before, after),
    dimensions: after.dimensions,
    items: after.items,
  };
}
