import { sql, type Kysely } from 'kysely';
import { likeContaining } from '../../lib/sql-like.js';
import type { DB } from '../../db/schema.js';
import type { ApplicationWithApplicant, Status } from './repo.js';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationCounts,
  type ApplicationKind,
  type QUEUE_SORTS,
} from '../../../common/certify/contract.js';
import { applySort, inOrderOf, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';

/** The operators' review queue: filtered, searched and paged lists, and the workbench's counts. */

export interface QueueFilter {
  kind?: ApplicationKind | undefined;
  status?: Status | undefined;
  search?: string | undefined;
  sort?: SortQuery<QueueSort>;
}

type QueueSort = (typeof QUEUE_SORTS)[number];
const SORT_COLUMNS: SortColumns<QueueSort> = {
  createdAt: 'org_applications.created_at',
  reviewedAt: 'org_applications.reviewed_at',
  fullname: 'org_applications.fullname',
  creditCode: 'org_applications.credit_code',
  status: inOrderOf('org_applications.status', APPLICATION_STATUSES),
};


function filtered(db: Kysely<DB>, filter: QueueFilter) {
  let query = db
    .selectFrom('org_applications')
    .innerJoin('users', 'users.id', 'org_applications.user_id');
  if (filter.kind) query = query.where('org_applications.kind', '=', filter.kind);
  if (filter.status) query = query.where('org_applications.status', '=', filter.status);
  const term = filter.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    // Credit codes are stored upper case; people type them in either case.
    const codePattern = likeContaining(term.replace(/\s+/g, '').toUpperCase());
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('org_applications.fullname')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('org_applications.credit_code')} like ${codePattern} escape '\\'`,
        sql<boolean>`${eb.ref('org_applications.user_name')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('users.name')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('users.phone')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

export async function listQueue(
  db: Kysely<DB>,
  filter: QueueFilter,
  paging: Paging,
): Promise<{ rows: ApplicationWithApplicant[]; total: number }> {
  const base = filtered(db, filter);
  const page = applySort(
    base
      .selectAll('org_applications')
      .select(['users.name as applicant_name', 'users.phone as applicant_phone', 'users.org_id as applicant_org_id']),
    filter.sort ?? {},
    SORT_COLUMNS,
    (q) => q,
  ).orderBy('org_applications.id', 'desc');
  return pageWithTotal(page, base, paging);
}

type StatusCounts = ApplicationCounts['ORG'];

export async function countQueue(db: Kysely<DB>): Promise<ApplicationCounts> {
  const rows = await db
    .selectFrom('org_applications')
    .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['kind', 'status'])
    .execute();
  const zero = () => Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as StatusCounts;
  const counts: ApplicationCounts = { ORG: zero(), RELATE: zero(), toAudit: 0 };
  for (const row of rows) {
    if (!(APPLICATION_KINDS as readonly string[]).includes(row.kind) || !(APPLICATION_STATUSES as readonly string[]).includes(row.status)) continue;
    counts[row.kind][row.status] = Number(row.n);
  }
  counts.toAudit = counts.ORG.TOAUDIT + counts.RELATE.TOAUDIT;
  return counts;
}
