import type { Kysely } from 'kysely';
import type { APPLICATION_LIST_SORTS } from '../../../common/declare/contract.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import type { DeclareState } from '../../../common/declare/rules.js';
import type { Attachment, DB } from '../../db/schema.js';
import { linkFiles } from '../../kit/attachments.js';
import type { DeclareApplication, DeclareApplicationsTable, DeclareLanding } from './tables.js';
import { DRAFT } from './repo.js';
import { containsAny } from '../../lib/sql-like.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { withPolicyNames, type PolicyNames } from './policy-names.js';

/** Queries of the applications, their files and landings, on the park's scoped handle. */

export interface ApplicationRow extends DeclareApplication, PolicyNames {
  declare_title: string;
  declare_name: string;
  start_date: string;
  end_date: string;
  policy_id: number;
  apply_item_id: number;
  org_name: string;
  credit_code: string;
  applicant_name: string | null;
  landing_amount: number | null;
}

function joined(db: Kysely<DB>) {
  return db
    .selectFrom('declare_applications as a')
    .innerJoin('declarations as d', 'd.id', 'a.declaration_id')
    .innerJoin('orgs as o', 'o.id', 'a.org_id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('declare_landings as l', 'l.application_id', 'a.id');
}

function withColumns(query: ReturnType<typeof joined>) {
  return query
    .selectAll('a')
    .select([
      'd.title as declare_title',
      'd.name as declare_name',
      'd.start_date',
      'd.end_date',
      'd.policy_id',
      'd.apply_item_id',
      'o.fullname as org_name',
      'o.credit_code',
      'u.name as applicant_name',
      'l.amount as landing_amount',
    ]);
}

export interface ApplicationFilter {
  /** Organisation users: only their organisation's applications (drafts included); none: the park's submitted ones. */
  orgId?: number | undefined;
  state?: DeclareState | undefined;
  declareId?: number | undefined;
  search?: string | undefined;
}

function filtered(db: Kysely<DB>, f: ApplicationFilter) {
  let query = joined(db);
  query = f.orgId === undefined ? query.where('a.state', '<>', DRAFT) : query.where('a.org_id', '=', f.orgId);
  if (f.state) query = query.where('a.state', '=', f.state);
  if (f.declareId !== undefined) query = query.where('a.declaration_id', '=', f.declareId > MAX_ID ? 0 : f.declareId);
  const search = containsAny(f.search, ['o.fullname', 'a.project_name', 'd.title', 'd.name']);
  if (search) query = query.where(search);
  return query;
}

type ApplicationSort = (typeof APPLICATION_LIST_SORTS)[number];
const SORT_COLUMNS: SortColumns<ApplicationSort> = {
  submittedAt: 'a.submitted_at',
  updatedAt: 'a.updated_at',
  orgName: 'o.fullname',
  projectName: 'a.project_name',
  amountApplied: 'a.amount_applied',
};

/** The most recently changed first, or by the asked column. */
export async function listApplications(
  db: Kysely<DB>,
  f: ApplicationFilter,
  paging: Paging,
  sort: SortQuery<ApplicationSort> = {},
) {
  const base = filtered(db, f);
  const page = applySort(withColumns(base), sort, SORT_COLUMNS, (q) => q.orderBy('a.updated_at', 'desc')).orderBy('a.id', 'desc');
  const { rows, total } = await pageWithTotal(page, base, paging);
  return { rows: await withPolicyNames(db, rows), total };
}

/** Every matching application, a page at a time (exports). */
export async function* allApplications(db: Kysely<DB>, f: ApplicationFilter, batch = 500): AsyncGenerator<ApplicationRow> {
  for (let pagenum = 1; ; pagenum++) {
    const rows = await withColumns(filtered(db, f))
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(batch)
      .offset((pagenum - 1) * batch)
      .execute();
    yield* await withPolicyNames(db, rows);
    if (rows.length < batch) return;
  }
}

/** One application with its names, or undefined. */
async function named(db: Kysely<DB>, row: Omit<ApplicationRow, keyof PolicyNames> | undefined): Promise<ApplicationRow | undefined> {
  return row && (await withPolicyNames(db, [row]))[0];
}

export async function applicationById(db: Kysely<DB>, id: number): Promise<ApplicationRow | undefined> {
  if (id > MAX_ID) return undefined;
  return named(db, await withColumns(joined(db)).where('a.id', '=', id).executeTakeFirst());
}

export async function applicationFor(db: Kysely<DB>, declarationId: number, orgId: number): Promise<ApplicationRow | undefined> {
  if (declarationId > MAX_ID) return undefined;
  return named(db, await withColumns(joined(db)).where('a.declaration_id', '=', declarationId).where('a.org_id', '=', orgId).executeTakeFirst());
}

type ApplicationValues = Partial<Omit<DeclareApplicationsTable, 'id' | 'tenant_id' | 'declaration_id' | 'org_id' | 'created_at'>>;

/** Changes an application only while it is still in one of the expected states: false when it was not. */
export async function updateApplication(
  trx: Kysely<DB>,
  id: number,
  expected: readonly DeclareState[],
  values: ApplicationValues,
): Promise<boolean> {
  const result = await trx
    .updateTable('declare_applications')
    .set(values)
    .where('id', '=', id)
    .where('state', 'in', [...expected])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface FileRow extends Attachment {
  material_id: number;
}

/**
 * The live files of an application, in slot order. The kit's linkedFiles reads one record's links
 * but not the slot each file is in (the link table's own column), so the slots read their files
 * here.
 */
export async function filesOf(db: Kysely<DB>, applicationId: number): Promise<FileRow[]> {
  return db
    .selectFrom('declare_application_files as f')
    .innerJoin('attachments', 'attachments.id', 'f.attachment_id')
    .selectAll('attachments')
    .select('f.material_id')
    .where('f.application_id', '=', applicationId)
    .where('attachments.deleted_at', 'is', null)
    .orderBy('f.material_id')
    .orderBy('f.position')
    .execute();
}

/** The files of one material slot become exactly these attachments, in this order. */
export async function replaceSlotFiles(
  trx: Kysely<DB>,
  tenantId: number,
  applicationId: number,
  materialId: number,
  attachmentIds: readonly number[],
  now: string,
): Promise<void> {
  await trx
    .deleteFrom('declare_application_files')
    .where('application_id', '=', applicationId)
    .where('material_id', '=', materialId)
    .execute();
  await linkFiles(trx, tenantId, { kind: 'declareApplication', id: applicationId }, attachmentIds, { material_id: materialId, created_at: now });
}

export interface LandingRow extends DeclareLanding {
  recorder_name: string | null;
}

export async function landingOf(db: Kysely<DB>, applicationId: number): Promise<LandingRow | undefined> {
  return db
    .selectFrom('declare_landings as l')
    .leftJoin('users as u', 'u.id', 'l.recorder_id')
    .selectAll('l')
    .select('u.name as recorder_name')
    .where('l.application_id', '=', applicationId)
    .executeTakeFirst();
}
