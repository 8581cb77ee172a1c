import type { Kysely, Selectable } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { INTEGRAL_RANKING_SORTS } from '../../../common/integral/contract.js';
import type { IntegralField, IntegralStage, IntegralValues } from '../../../common/integral/model.js';
import type { DB } from '../../db/schema.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { containsAny } from '../../lib/sql-like.js';
import type { IntegralScoresTable, IntegralSystemsTable } from './tables.js';

/**
 * Queries of the innovation score. Every function takes the tenant and filters on it. Readers use
 * a year's *active* version: the newest READY one, so a version being computed is never half read.
 */

export type SystemRow = Selectable<IntegralSystemsTable> & { author_name: string | null };
export type ScoreRow = Selectable<IntegralScoresTable>;

function systemsWithAuthor(db: Kysely<DB>) {
  return db
    .selectFrom('integral_systems')
    .leftJoin('users', 'users.id', 'integral_systems.author_id')
    .selectAll('integral_systems')
    .select('users.name as author_name');
}

export async function systemById(
  db: Kysely<DB>,
  id: number,
): Promise<SystemRow | undefined> {
  if (id > MAX_ID) return undefined;
  return systemsWithAuthor(db).where('integral_systems.id', '=', id).executeTakeFirst();
}

/** The active version of each year that has one, newest year first. */
export async function activeSystems(db: Kysely<DB>): Promise<SystemRow[]> {
  const rows = await systemsWithAuthor(db)
    .where('integral_systems.status', '=', 'READY')
    .orderBy('integral_systems.year', 'desc')
    .orderBy('integral_systems.version', 'desc')
    .execute();
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.year) && seen.add(row.year));
}

/** The active version of a year (the newest year with one when no year is given). */
export async function activeSystem(
  db: Kysely<DB>,
  year?: number,
): Promise<SystemRow | undefined> {
  let query = systemsWithAuthor(db).where('integral_systems.status', '=', 'READY');
  if (year !== undefined) query = query.where('integral_systems.year', '=', year);
  return query
    .orderBy('integral_systems.year', 'desc')
    .orderBy('integral_systems.version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listSystems(
  db: Kysely<DB>,
  year: number | undefined,
  page: Paging,
) {
  let base = db.selectFrom('integral_systems');
  if (year !== undefined) base = base.where('integral_systems.year', '=', year);
  const rows = systemsWithAuthor(db)
    .$if(year !== undefined, (q) => q.where('integral_systems.year', '=', year as number))
    .orderBy('integral_systems.year', 'desc')
    .orderBy('integral_systems.version', 'desc');
  return pageWithTotal(rows, base, page);
}

export async function nextVersion(db: Kysely<DB>, year: number): Promise<number> {
  const row = await db
    .selectFrom('integral_systems')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('year', '=', year)
    .executeTakeFirst();
  return Number(row?.v ?? 0) + 1;
}

export interface OrgRow {
  id: number;
  fullname: string;
  simplename: string;
  industry_name: string;
  sub_park: string;
  setup_date: string;
}

/** An enterprise (ORG) of the park. */
export async function enterprise(db: Kysely<DB>, id: number): Promise<OrgRow | undefined> {
  if (id > MAX_ID) return undefined;
  return db
    .selectFrom('orgs')
    .select(['id', 'fullname', 'simplename', 'industry_name', 'sub_park', 'setup_date'])
    .where('id', '=', id)
    .where('orgtype', '=', 'ORG')
    .executeTakeFirst();
}

/** An organisation's approved figures of a year. */
export async function valuesOf(
  db: Kysely<DB>,
  orgId: number,
  year: number,
): Promise<IntegralValues> {
  const rows = await db
    .selectFrom('integral_values')
    .select(['field', 'value'])
    .where('org_id', '=', orgId)
    .where('year', '=', year)
    .execute();
  const values: IntegralValues = {};
  for (const row of rows) values[row.field as IntegralField] = Number(row.value);
  return values;
}

export async function scoreOf(
  db: Kysely<DB>,
  systemId: number,
  orgId: number,
): Promise<ScoreRow | undefined> {
  return db
    .selectFrom('integral_scores')
    .selectAll()
    .where('system_id', '=', systemId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** The totals of a version's scores, highest first, leaving one organisation out (the simulated one). */
export async function totalsOf(
  db: Kysely<DB>,
  systemId: number,
  except?: number,
): Promise<number[]> {
  let query = db
    .selectFrom('integral_scores')
    .select('total')
    .where('system_id', '=', systemId);
  if (except !== undefined) query = query.where('org_id', '!=', except);
  const rows = await query.orderBy('total', 'desc').execute();
  return rows.map((row) => Number(row.total));
}

/** How many scores of a version are below a total. */
export async function countBelow(
  db: Kysely<DB>,
  systemId: number,
  total: number,
): Promise<number> {
  const row = await db
    .selectFrom('integral_scores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('system_id', '=', systemId)
    .where('total', '<', total)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The park's average of each dimension under a version. */
export async function dimensionAverages(db: Kysely<DB>, systemId: number) {
  const row = await db
    .selectFrom('integral_scores')
    .select((eb) => [
      eb.fn.avg<number>('tech').as('tech'),
      eb.fn.avg<number>('growth').as('growth'),
      eb.fn.avg<number>('feature').as('feature'),
    ])
    .where('system_id', '=', systemId)
    .executeTakeFirstOrThrow();
  return { TECH: Number(row.tech ?? 0), GROWTH: Number(row.growth ?? 0), FEATURE: Number(row.feature ?? 0) };
}

/** An organisation's score under each of the given versions. */
export async function scoresOfOrg(
  db: Kysely<DB>,
  orgId: number,
  systemIds: readonly number[],
) {
  if (systemIds.length === 0) return [];
  return db
    .selectFrom('integral_scores')
    .select(['system_id', 'year', 'total', 'park_rank', 'stage'])
    .where('org_id', '=', orgId)
    .where('system_id', 'in', [...systemIds])
    .execute();
}

type RankingSort = (typeof INTEGRAL_RANKING_SORTS)[number];
const SORT_COLUMNS: SortColumns<RankingSort> = {
  total: 'integral_scores.total',
  tech: 'integral_scores.tech',
  growth: 'integral_scores.growth',
  feature: 'integral_scores.feature',
  fullname: 'orgs.fullname',
};

export interface RankingFilter {
  industry?: string | undefined;
  area?: string | undefined;
  stage?: IntegralStage | '' | undefined;
  search?: string | undefined;
  /** Only the version's first `top` places in ranking order (what the public top list can show), and `orgId`'s own. */
  within?: { top: number; orgId: number | null } | undefined;
  pagenum: number;
  size: number;
  sort?: SortQuery<RankingSort>;
}

/** What a search of scored enterprises looks in: the name and the short name. */
export const ORG_NAMES = ['orgs.fullname', 'orgs.simplename'];

function scoredOrgs(db: Kysely<DB>, systemId: number) {
  return db
    .selectFrom('integral_scores')
    .innerJoin('orgs', 'orgs.id', 'integral_scores.org_id')
    .where('integral_scores.system_id', '=', systemId);
}

/** A score's rank, total, stage and dimension scores: what every list of scores reads. */
export const SCORE_COLUMNS = [
  'integral_scores.park_rank',
  'integral_scores.total',
  'integral_scores.stage',
  'integral_scores.tech',
  'integral_scores.growth',
  'integral_scores.feature',
] as const;

const RANKED_COLUMNS = [
  'integral_scores.org_id',
  'orgs.fullname',
  'orgs.simplename',
  'orgs.industry_name',
  'orgs.sub_park',
  ...SCORE_COLUMNS,
  'integral_scores.missing_count',
] as const;

/** A page of a version's ranking, filtered; in rank order unless a column is asked for. */
export async function ranking(db: Kysely<DB>, systemId: number, filter: RankingFilter) {
  let base = scoredOrgs(db, systemId);
  if (filter.industry) base = base.where('orgs.industry_name', '=', filter.industry);
  if (filter.area) base = base.where('orgs.sub_park', '=', filter.area);
  if (filter.stage) base = base.where('integral_scores.stage', '=', filter.stage);
  const search = containsAny(filter.search, ORG_NAMES);
  if (search) base = base.where(search);
  if (filter.within) {
    const { top, orgId } = filter.within;
    // The same order as the ranking's (and the top list's), so ties are cut where the list cuts them.
    const listed = db
      .selectFrom('integral_scores')
      .select('org_id')
      .where('system_id', '=', systemId)
      .orderBy('park_rank')
      .orderBy('total', 'desc')
      .orderBy('org_id')
      .limit(top);
    base = base.where((eb) =>
      orgId === null
        ? eb('integral_scores.org_id', 'in', listed)
        : eb.or([eb('integral_scores.org_id', 'in', listed), eb('integral_scores.org_id', '=', orgId)]),
    );
  }
  const rows = applySort(base.select([...RANKED_COLUMNS]), filter.sort ?? {}, SORT_COLUMNS, (q) =>
    q.orderBy('integral_scores.park_rank'),
  )
    .orderBy('integral_scores.total', 'desc')
    .orderBy('integral_scores.org_id');
  return pageWithTotal(rows, base, filter);
}

export type RankedRow = Awaited<ReturnType<typeof ranking>>['rows'][number];

/** Every score of a version with the organisation's industry: for the analysis. */
export async function analysisRows(db: Kysely<DB>, systemId: number) {
  return scoredOrgs(db, systemId)
    .select([
      'integral_scores.total',
      'integral_scores.stage',
      'integral_scores.tech',
      'integral_scores.growth',
      'integral_scores.feature',
      'orgs.industry_name',
    ])
    .execute();
}

/** The industries and areas of the park's scored enterprises (any version), for the filters. */
export async function filterValues(db: Kysely<DB>) {
  const scored = db
    .selectFrom('orgs')
    .where('orgs.orgtype', '=', 'ORG')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('integral_scores')
          .select('integral_scores.id')
          .whereRef('integral_scores.org_id', '=', 'orgs.id'),
      ),
    );
  const [industries, areas] = await Promise.all([
    scored.select('industry_name as name').distinct().orderBy('industry_name').execute(),
    scored.select('sub_park as name').distinct().orderBy('sub_park').execute(),
  ]);
  return {
    industries: industries.map((r) => r.name).filter(Boolean),
    areas: areas.map((r) => r.name).filter(Boolean),
  };
}
