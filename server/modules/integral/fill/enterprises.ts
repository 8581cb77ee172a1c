import type { Kysely } from 'kysely';
import { MAX_ID } from '../../../../common/contract/atoms.js';
import type { DB } from '../../../db/schema.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { BizError } from '../../../lib/errors.js';
import { containsAny } from '../../../lib/sql-like.js';
import type { FillScopeModeColumn } from './tables.js';

/**
 * The park's enterprises (ORG) a fill round can take in: as the round editor lists and filters
 * them, and the ones a saved scope names.
 */

/** The park's enterprises (ORG), as the round editor lists them. */
export function enterprisesQuery(db: Kysely<DB>) {
  return db.selectFrom('orgs').where('orgs.orgtype', '=', 'ORG');
}

export const orgHeading = (org: { id: number; fullname: string; credit_code: string; industry_name: string; sub_park: string }) => ({
  id: org.id,
  fullname: org.fullname,
  creditCode: org.credit_code,
  industryName: org.industry_name,
  area: org.sub_park,
});

export const ORG_HEADING_COLUMNS = ['orgs.id', 'orgs.fullname', 'orgs.credit_code', 'orgs.industry_name', 'orgs.sub_park'] as const;

export interface EnterpriseFilter {
  search?: string | undefined;
  industry?: string | undefined;
  area?: string | undefined;
  pagenum: number;
  size: number;
}

export async function listEnterprises(db: Kysely<DB>, filter: EnterpriseFilter) {
  let base = enterprisesQuery(db);
  if (filter.industry) base = base.where('orgs.industry_name', '=', filter.industry);
  if (filter.area) base = base.where('orgs.sub_park', '=', filter.area);
  const search = containsAny(filter.search, ['orgs.fullname', 'orgs.credit_code']);
  if (search) base = base.where(search);
  const rows = base.select([...ORG_HEADING_COLUMNS]).orderBy('orgs.fullname').orderBy('orgs.id');
  const page = await pageWithTotal(rows, base, filter);
  return { list: page.rows.map(orgHeading), total: page.total };
}

/** The enterprises a scope names, by id. */
export async function scopeOrgIds(
  db: Kysely<DB>,
  mode: FillScopeModeColumn,
  industries: readonly string[],
  areas: readonly string[],
  orgIds: readonly number[],
): Promise<number[]> {
  let query = enterprisesQuery(db).select('orgs.id');
  if (mode === 'FILTER') {
    if (industries.length > 0) query = query.where('orgs.industry_name', 'in', [...industries]);
    if (areas.length > 0) query = query.where('orgs.sub_park', 'in', [...areas]);
  }
  if (mode === 'LIST') {
    const wanted = [...new Set(orgIds.filter((id) => id <= MAX_ID))];
    if (wanted.length === 0) return [];
    const found: number[] = [];
    // In chunks: a list may name thousands of organisations.
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await query.where('orgs.id', 'in', wanted.slice(i, i + 500)).execute();
      found.push(...rows.map((r) => r.id));
    }
    if (found.length !== new Set(orgIds).size) throw new BizError('所选企业中有的不存在或不是本园区的认证企业');
    return found;
  }
  return (await query.execute()).map((r) => r.id);
}
