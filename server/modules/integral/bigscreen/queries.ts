import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { IntegralStage } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import { SCORE_COLUMNS } from '../repo.js';

/**
 * The big-screen's SQL: aggregates grouped by stage, score bucket and industry (a few dozen rows
 * whatever the park's size) and short top lists read from the top of the version's total index.
 * No query reads every score into the process. Every query is of one tenant and one version.
 */

/** Width of a histogram bucket, in points: 0–10, 10–20, … 90–100 (100 is in the last). */
export const BUCKET = 10;
export const BUCKETS = 100 / BUCKET;

/** floor(total / 10), capped at the last bucket, written the same on both dialects. */
const bucketOf: RawBuilder<number> = sql.raw(
  `case ${Array.from({ length: BUCKETS - 1 }, (_, i) => `when integral_scores.total < ${String((i + 1) * BUCKET)} then ${String(i)}`).join(' ')} else ${String(BUCKETS - 1)} end`,
);

/** One group of scores: its count and the sums the averages are made of. */
export interface Group {
  stage: IntegralStage;
  industry: string;
  bucket: number;
  count: number;
  total: number;
  tech: number;
  growth: number;
  feature: number;
  max: number;
  min: number;
}

export interface GroupBy {
  industry?: boolean;
  bucket?: boolean;
  /** Only the enterprises of these industries. */
  industries?: readonly string[];
}

function withOrgs(db: Kysely<DB>, systemId: number) {
  return db
    .selectFrom('integral_scores')
    .innerJoin('orgs', 'orgs.id', 'integral_scores.org_id')
    .where('integral_scores.system_id', '=', systemId);
}

/**
 * A version's scores grouped by stage, and optionally by industry and by bucket: one aggregate.
 * The industry needs the organisations; without it only the scores are read.
 */
export async function groups(
  db: Kysely<DB>,
  systemId: number,
  by: GroupBy = {},
): Promise<Group[]> {
  const needsOrgs = by.industry === true || by.industries !== undefined;
  if (by.industries?.length === 0) return [];
  let query = needsOrgs
    ? withOrgs(db, systemId)
    : db
        .selectFrom('integral_scores')
        .where('integral_scores.system_id', '=', systemId);
  if (by.industries) query = query.where(sql.ref('orgs.industry_name'), 'in', [...by.industries]);
  const industry = by.industry ? sql<string>`orgs.industry_name` : sql<string>`''`;
  const bucket = by.bucket ? bucketOf : sql<number>`0`;
  let grouped = query
    .select((eb) => [
      'integral_scores.stage',
      industry.as('industry'),
      bucket.as('bucket'),
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('integral_scores.total').as('total'),
      eb.fn.sum<number>('integral_scores.tech').as('tech'),
      eb.fn.sum<number>('integral_scores.growth').as('growth'),
      eb.fn.sum<number>('integral_scores.feature').as('feature'),
      eb.fn.max<number>('integral_scores.total').as('max'),
      eb.fn.min<number>('integral_scores.total').as('min'),
    ])
    .groupBy('integral_scores.stage');
  if (by.industry) grouped = grouped.groupBy('orgs.industry_name');
  if (by.bucket) grouped = grouped.groupBy(bucketOf);
  const rows = await grouped.execute();
  return rows.map((r) => ({
    stage: r.stage,
    industry: String(r.industry),
    bucket: Number(r.bucket),
    count: Number(r.n),
    total: Number(r.total),
    tech: Number(r.tech),
    growth: Number(r.growth),
    feature: Number(r.feature),
    max: Number(r.max),
    min: Number(r.min),
  }));
}

/** Counts and sums per version and stage, for the trend over the years: one aggregate. */
export async function groupsOfSystems(db: Kysely<DB>, systemIds: readonly number[]) {
  if (systemIds.length === 0) return [];
  const rows = await db
    .selectFrom('integral_scores')
    .select((eb) => [
      'system_id',
      'stage',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('tech').as('tech'),
      eb.fn.sum<number>('growth').as('growth'),
      eb.fn.sum<number>('feature').as('feature'),
    ])
    .where('system_id', 'in', [...systemIds])
    .groupBy(['system_id', 'stage'])
    .execute();
  return rows.map((r) => ({
    systemId: r.system_id,
    stage: r.stage,
    count: Number(r.n),
    total: Number(r.total),
    tech: Number(r.tech),
    growth: Number(r.growth),
    feature: Number(r.feature),
  }));
}

export interface TopRow {
  org_id: number;
  fullname: string;
  simplename: string;
  industry_name: string;
  park_rank: number;
  total: number;
  stage: IntegralStage;
  tech: number;
  growth: number;
  feature: number;
  /** Rank within what is listed (the park, an industry, a chain), equal totals sharing it. */
  place: number;
}

/** What a top list shows of an enterprise and its score. */
const TOP_COLUMNS = ['integral_scores.org_id', 'orgs.fullname', 'orgs.simplename', 'orgs.industry_name', ...SCORE_COLUMNS] as const;

/** The park's highest scores, in rank order. */
export async function parkTop(
  db: Kysely<DB>,
  systemId: number,
  size: number,
): Promise<TopRow[]> {
  const rows = await withOrgs(db, systemId)
    .select(TOP_COLUMNS)
    .orderBy('integral_scores.park_rank')
    .orderBy('integral_scores.org_id')
    .limit(size)
    .execute();
  return rows.map((r) => ({ ...r, place: r.park_rank }));
}

/**
 * The highest `size` scores of the version, or of the listed industries, walking the version's
 * total index from the top (no sort of the whole park). `place` is the competition rank within
 * what is listed: a prefix of the order holds every higher total, so it is known from the prefix.
 */
export async function topOf(
  db: Kysely<DB>,
  systemId: number,
  options: { industries?: readonly string[]; size: number },
): Promise<TopRow[]> {
  if (options.industries?.length === 0) return [];
  let query = withOrgs(db, systemId);
  if (options.industries) query = query.where('orgs.industry_name', 'in', [...options.industries]);
  const rows = await query
    .select(TOP_COLUMNS)
    .orderBy('integral_scores.total', 'desc')
    .orderBy('integral_scores.org_id')
    .limit(options.size)
    .execute();
  return rows.map((r, i) => ({
    ...r,
    total: Number(r.total),
    tech: Number(r.tech),
    growth: Number(r.growth),
    feature: Number(r.feature),
    place: 1 + rows.slice(0, i).filter((above) => Number(above.total) > Number(r.total)).length,
  }));
}

/** A version as the big-screen keys its answers: without its definition, read only on a miss. */
export interface VersionRow {
  id: number;
  year: number;
  version: number;
  computed_at: string | null;
}

/**
 * The active version of each year (newest READY one), newest year first; of one year when given.
 * What every request reads; light, so that a kept answer costs one indexed read.
 */
export async function activeVersions(db: Kysely<DB>, year?: number): Promise<VersionRow[]> {
  let query = db
    .selectFrom('integral_systems')
    .select(['id', 'year', 'version', 'computed_at'])
    .where('status', '=', 'READY');
  if (year !== undefined) query = query.where('year', '=', year);
  const rows = await query.orderBy('year', 'desc').orderBy('version', 'desc').execute();
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.year) && seen.add(row.year));
}

/** The definitions of versions, by id. */
export async function definitions(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('integral_systems')
    .select(['id', 'definition'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.definition]));
}
