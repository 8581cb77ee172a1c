import type { Kysely } from 'kysely';
import type { IntegralStage } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { containsAny } from '../../../lib/sql-like.js';
import { ORG_NAMES, SCORE_COLUMNS } from '../repo.js';

/** Queries of the directory, the reserve pool and the enterprise analysis; every one filters on the park. */

export interface ScoreFilter {
  industry?: string | undefined;
  area?: string | undefined;
  stage?: IntegralStage | '' | undefined;
  search?: string | undefined;
}

function scored(db: Kysely<DB>, systemId: number, filter: ScoreFilter) {
  let query = db
    .selectFrom('integral_scores')
    .innerJoin('orgs', 'orgs.id', 'integral_scores.org_id')
    .where('integral_scores.system_id', '=', systemId);
  if (filter.industry) query = query.where('orgs.industry_name', '=', filter.industry);
  if (filter.area) query = query.where('orgs.sub_park', '=', filter.area);
  if (filter.stage) query = query.where('integral_scores.stage', '=', filter.stage);
  const search = containsAny(filter.search, ORG_NAMES);
  if (search) query = query.where(search);
  return query;
}

const COLUMNS = [
  'integral_scores.org_id',
  'orgs.fullname',
  'orgs.industry_name',
  'orgs.sub_park',
  'orgs.setup_date',
  ...SCORE_COLUMNS,
  'integral_scores.inputs',
] as const;

/** A page of the enterprises with a total in [min, below): the directory (no upper end) and the reserve pool. */
export async function scoresBetween(
  db: Kysely<DB>,
  systemId: number,
  range: { min: number; below?: number },
  filter: ScoreFilter,
  paging: { pagenum: number; size: number },
) {
  let base = scored(db, systemId, filter).where('integral_scores.total', '>=', range.min);
  if (range.below !== undefined) base = base.where('integral_scores.total', '<', range.below);
  const rows = base
    .select([...COLUMNS])
    .orderBy('integral_scores.total', 'desc')
    .orderBy('integral_scores.org_id');
  return pageWithTotal(rows, base, paging);
}

export type ScoredRow = Awaited<ReturnType<typeof scoresBetween>>['rows'][number];

/** The industries and areas of the enterprises at or above a total (the directory's filters). */
export async function dirOptions(db: Kysely<DB>, systemId: number, min: number) {
  const base = scored(db, systemId, {}).where('integral_scores.total', '>=', min);
  const [industries, areas] = await Promise.all([
    base.select('orgs.industry_name as name').distinct().orderBy('orgs.industry_name').execute(),
    base.select('orgs.sub_park as name').distinct().orderBy('orgs.sub_park').execute(),
  ]);
  return {
    industries: industries.map((r) => r.name).filter(Boolean),
    areas: areas.map((r) => r.name).filter(Boolean),
  };
}

/** Every score of a version with the organisation's industry and breakdown: for the enterprise analysis. */
export async function versionScores(db: Kysely<DB>, systemId: number) {
  return scored(db, systemId, {})
    .select([
      'integral_scores.org_id',
      'integral_scores.total',
      'integral_scores.tech',
      'integral_scores.growth',
      'integral_scores.feature',
      'integral_scores.stage',
      'integral_scores.breakdown',
      'orgs.industry_name',
    ])
    .execute();
}

/** An enterprise's public registration facts (no contacts, no legal person's details). */
export async function publicFacts(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('orgs')
    .select([
      'id',
      'fullname',
      'credit_code',
      'category',
      'industry_name',
      'sub_park',
      'address',
      'setup_date',
      'register_capital',
      'ranges',
    ])
    .where('id', '=', orgId)
    .where('orgtype', '=', 'ORG')
    .executeTakeFirst();
}
