import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import type { PolicyLevel, PolicySort, PolicyState, PolicyValidity } from '../../../common/policy.js';
import type { DB } from '../../db/schema.js';
import type { PoliciesTable, Policy } from './tables.js';
import type { POLICY_LIST_SORTS } from '../../../common/policy/library/contract.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { rowById } from './row-by-id.js';
import { LIST_COLUMNS, type PolicyListRow } from './present.js';
import { containsAny } from '../../lib/sql-like.js';

/**
 * Queries of the policy library. Every function takes the tenant and filters on it; writes take
 * the executor (the app's database or a transaction) so the services decide what is atomic.
 */

export interface ListFilter {
  /** false: visitors — JOINT and not expired only, whatever else is asked. */
  operator: boolean;
  search?: string | undefined;
  level?: PolicyLevel | undefined;
  industry?: string | undefined;
  issuer?: string | undefined;
  state?: PolicyState | undefined;
  validity?: PolicyValidity | undefined;
  autoGrant?: boolean | undefined;
  sort: PolicySort;
  /** A column the operators' table is sorted by; it comes before `sort`. */
  orderBy?: SortQuery<PolicyColumnSort>;
  page: Paging;
}

type PolicyColumnSort = (typeof POLICY_LIST_SORTS)[number];
const SORT_COLUMNS: SortColumns<PolicyColumnSort> = {
  title: 'policies.title',
  publishDate: 'policies.publish_date',
  endDate: 'policies.end_date',
  updatedAt: 'policies.updated_at',
  viewCount: 'policies.view_count',
};

type PolicyEb = ExpressionBuilder<DB, 'policies'>;

/** Not expired on `today`: no end date, or it is today or later. */
export const notExpired = (eb: PolicyEb, today: string): Expression<SqlBool> =>
  eb.or([eb('policies.end_date', 'is', null), eb('policies.end_date', '>=', today)]);

function validityWhere(eb: PolicyEb, validity: PolicyValidity, today: string): Expression<SqlBool> {
  switch (validity) {
    case 'UPCOMING':
      return eb('policies.start_date', '>', today);
    case 'EXPIRED':
      return eb.and([eb('policies.end_date', 'is not', null), eb('policies.end_date', '<', today)]);
    default:
      return eb.and([eb('policies.start_date', '<=', today), notExpired(eb, today)]);
  }
}

function filtered(db: Kysely<DB>, filter: ListFilter, today: string) {
  let query = db.selectFrom('policies');
  if (!filter.operator) {
    query = query.where('policies.state', '=', 'JOINT').where((eb) => notExpired(eb, today));
  } else if (filter.state) {
    query = query.where('policies.state', '=', filter.state);
  }
  if (filter.validity) {
    const validity = filter.validity;
    query = query.where((eb) => validityWhere(eb, validity, today));
  }
  if (filter.level) query = query.where('policies.level', '=', filter.level);
  if (filter.issuer) query = query.where('policies.issuer', '=', filter.issuer);
  if (filter.autoGrant) query = query.where('policies.auto_grant', '=', 1);
  const industry = filter.industry?.trim();
  if (industry) {
    const pattern = `%|${industry.replace(/[\\%_|]/g, (c) => `\\${c}`)}|%`;
    query = query.where((eb) =>
      eb.or([
        eb('policies.industries', '=', ''),
        sql<SqlBool>`${eb.ref('policies.industries')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  const search = containsAny(filter.search, ['policies.title', 'policies.doc_no', 'policies.issuer', 'policies.summary']);
  if (search) query = query.where(search);
  return query;
}

/** A page of policies in the asked order, and the total. */
export async function listPolicies(
  db: Kysely<DB>,
  filter: ListFilter,
  today: string,
): Promise<{ rows: PolicyListRow[]; total: number }> {
  const base = filtered(db, filter, today);
  let page = applySort(base.select(LIST_COLUMNS.map((c) => `policies.${c}` as const)), filter.orderBy ?? {}, SORT_COLUMNS, (q) => q);
  switch (filter.sort) {
    case 'AWARD':
      page = page.orderBy('policies.max_award', 'desc');
      break;
    case 'DEADLINE':
      // Those with a deadline first, the nearest first; 长期有效 last.
      page = page
        .orderBy(sql`case when ${sql.ref('policies.end_date')} is null then 1 else 0 end`)
        .orderBy('policies.end_date', 'asc');
      break;
    case 'HOT':
      page = page.orderBy(
        sql`${sql.ref('policies.view_count')} + 3 * ${sql.ref('policies.match_count')}`,
        'desc',
      );
      break;
    default:
      break;
  }
  page = page.orderBy('policies.publish_date', 'desc').orderBy('policies.id', 'desc');
  return pageWithTotal(page, base, filter.page);
}

export const policyById = (db: Kysely<DB>, id: number): Promise<Policy | undefined> => rowById(db, 'policies', id);

/** Changes the policy if it is still in one of the `from` states; whether it did. */
export async function updatePolicy(
  db: Kysely<DB>,
  id: number,
  from: readonly PolicyState[],
  values: Updateable<PoliciesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('policies')
    .set(values)
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the policy (its tree, links, views and match rows by cascade) if it is still in one of the `from` states. */
export async function deletePolicy(
  db: Kysely<DB>,
  id: number,
  from: readonly PolicyState[],
): Promise<boolean> {
  const result = await db
    .deleteFrom('policies')
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Levels, industries and issuers of the policies a visitor (or an operator) may list, with counts. */
export async function filterSource(db: Kysely<DB>, operator: boolean, today: string) {
  let query = db
    .selectFrom('policies')
    .select(['level', 'industries', 'issuer']);
  if (!operator) query = query.where('state', '=', 'JOINT').where((eb) => notExpired(eb, today));
  return query.execute();
}

export async function titleTaken(
  db: Kysely<DB>,
  title: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('policies')
    .select('id')
    .where('title', '=', title);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function filesOf(db: Kysely<DB>, policyId: number) {
  return db
    .selectFrom('policy_files')
    .innerJoin('attachments', 'attachments.id', 'policy_files.attachment_id')
    .select(['attachments.id', 'attachments.filename', 'attachments.mime', 'attachments.size'])
    .where('policy_files.policy_id', '=', policyId)
    .where('attachments.deleted_at', 'is', null)
    .orderBy('policy_files.position')
    .execute();
}

/**
 * One view per visitor and day: a new row counts on the policy, a repeat does nothing. Answers
 * whether it counted.
 */
export async function addView(
  db: Kysely<DB>,
  policyId: number,
  viewer: string,
  day: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('policy_views')
      .values({ policy_id: policyId, viewer, day, created_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'policy_id', 'viewer', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('policies')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', policyId)
      .execute();
    return true;
  });
}

/** Live published policies, hottest first: views + 3 × tests passed. */
export async function hotPolicies(
  db: Kysely<DB>,
  today: string,
  size: number,
): Promise<Policy[]> {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('state', '=', 'JOINT')
    .where((eb) => notExpired(eb, today))
    .orderBy(sql`${sql.ref('view_count')} + 3 * ${sql.ref('match_count')}`, 'desc')
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
}
