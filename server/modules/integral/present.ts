import { INTEGRAL_STAGE_LABELS, INTEGRAL_SYSTEM_STATUS_LABELS } from '../../../common/integral/contract.js';
import { parseDefinition } from './breakdown.js';
import type { OrgRow, RankedRow, SystemRow } from './repo.js';

/** Database rows → the answers of the API. */

export const systemRef = (row: SystemRow) => ({ id: row.id, year: row.year, version: row.version });

export function systemSummary(row: SystemRow, activeIds: ReadonlySet<number>) {
  return {
    id: row.id,
    year: row.year,
    version: row.version,
    status: row.status,
    statusLabel: INTEGRAL_SYSTEM_STATUS_LABELS[row.status],
    active: activeIds.has(row.id),
    basedOnId: row.based_on_id,
    note: row.note,
    indicatorCount: row.indicator_count,
    scoredCount: row.scored_count,
    authorName: row.author_name ?? '',
    createdAt: row.created_at,
    computedAt: row.computed_at,
    error: row.error,
  };
}

export const systemDetail = (row: SystemRow, activeIds: ReadonlySet<number>) => ({
  ...systemSummary(row, activeIds),
  definition: parseDefinition(row.definition),
});

/** The columns of a scored enterprise that a ranked row and a quality-directory row share. */
type ScoreColumns = Pick<RankedRow, 'org_id' | 'fullname' | 'industry_name' | 'sub_park' | 'park_rank' | 'total' | 'stage' | 'tech' | 'growth' | 'feature'>;

/** An enterprise's score as the ranking and the quality directory list it. */
export const scoreItem = (row: ScoreColumns) => ({
  orgId: row.org_id,
  fullname: row.fullname,
  industryName: row.industry_name,
  area: row.sub_park,
  rank: row.park_rank,
  total: Number(row.total),
  stage: row.stage,
  stageLabel: INTEGRAL_STAGE_LABELS[row.stage],
  tech: Number(row.tech),
  growth: Number(row.growth),
  feature: Number(row.feature),
});

export const rankedItem = (row: RankedRow) => ({ ...scoreItem(row), simplename: row.simplename, missingCount: row.missing_count });

/** The heading of an enterprise's portrait and simulation. */
export const orgHeading = (org: OrgRow) => ({
  orgId: org.id,
  fullname: org.fullname,
  simplename: org.simplename,
  industryName: org.industry_name,
  area: org.sub_park,
  setupDate: org.setup_date,
});

/** What the public side shows of a ranked enterprise. */
export const publicItem = (row: RankedRow) => ({
  orgId: row.org_id,
  fullname: row.fullname,
  industryName: row.industry_name,
  rank: row.park_rank,
  total: Number(row.total),
  stageLabel: INTEGRAL_STAGE_LABELS[row.stage],
});

/** Averages and the like, to hundredths. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
