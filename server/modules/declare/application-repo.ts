import { sql, type Kysely } from 'kysely';
import type { APPLICATION_LIST_SORTS } from '../../../common/declare/contract.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import type { DeclareState } from '../../../common/declare/rules.js';
import type { Attachment, DB } from '../../db/schema.js';
import { linkFiles } from '../../kit/attachments.js';
import type { DeclareApplication, DeclareApplicationsTable, DeclareLanding } from './tables.js';
import { DRAFT } from './repo.js';
import { likeContaining } from '../../lib/sql-like.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { pageWithTotal } from '../../kit/paging.js';

/** Queries of the applications, their files and landings; every one scoped by tenant. */

export interface ApplicationRow extends DeclareApplication {
  declare_title: string;
  declare_name: string;
  start_date: string;
  end_date: string;
  policy_title: string;
  apply_item_name: string;
  org_name: string;
  credit_code: string;
  applicant_name: string | null;
  landing_amount: number | null;
}

function joined(db: Kysely<DB>, tenantId: number) {
  return db
    .selectFrom('declare_applications as a')
    .innerJoin('declarations as d', (join) => join.onRef('d.id', '=', 'a.declaration_id').onRef('d.tenant_id', '=', 'a.tenant_id'))
    .innerJoin('policies as p', (join) => join.onRef('p.id', '=', 'd.policy_id').onRef('p.tenant_id', '=', 'd.tenant_id'))
    .innerJoin('policy_apply_items as i', (join) => join.onRef('i.id', '=', 'd.apply_item_id').onRef('i.tenant_id', '=', 'd.tenant_id'))
    .innerJoin('orgs as o', (join) => join.onRef('o.id', '=', 'a.org_id').onRef('o.tenant_id', '=', 'a.tenant_id'))
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.user_id').onRef('u.tenant_id', '=', 'a.tenant_id'))
    .leftJoin('declare_landings as l', (join) => join.onRef('l.application_id', '=', 'a.id').onRef('l.tenant_id', '=', 'a.tenant_id'))
    .where('a.tenant_id', '=', tenantId);
}

function withColumns(query: ReturnType<typeof joined>) {
  return query
    .selectAll('a')
    .select([
      'd.title as declare_title',
      'd.name as declare_name',
      'd.start_date',
      'd.end_date',
      'p.title as policy_title',
      'i.name as apply_item_name',
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

function filtered(db: Kysely<DB>, tenantId: number, f: ApplicationFilter) {
  let query = joined(db, tenantId);
  query = f.orgId === undefined ? query.where('a.state', '<>', DRAFT) : query.where('a.org_id', '=', f.orgId);
  if (f.state) query = query.where('a.state', '=', f.state);
  if (f.declareId !== undefined) query = query.where('a.declaration_id', '=', f.declareId > MAX_ID ? 0 : f.declareId);
  const term = f.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('o.fullname')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('a.project_name')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('d.title')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('d.name')} like ${pattern} escape '\\'`,
      ]),
    );
  }
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
  tenantId: number,
  f: ApplicationFilter,
  pagenum: number,
  size: number,
  sort: SortQuery<ApplicationSort> = {},
) {
  const base = filtered(db, tenantId, f);
  const page = applySort(withColumns(base), sort, SORT_COLUMNS, (q) => q.orderBy('a.updated_at', 'desc')).orderBy('a.id', 'desc');
  const { rows, total } = await pageWithTotal(page, base, { pagenum, size });
  return { rows: rows as ApplicationRow[], total };
}

/** Every matching application, a page at a time (exports). */
export async function* allApplications(db: Kysely<DB>, tenantId: number, f: ApplicationFilter, batch = 500): AsyncGenerator<ApplicationRow> {
  for (let pagenum = 1; ; pagenum++) {
    const rows = (await withColumns(filtered(db, tenantId, f))
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(batch)
      .offset((pagenum - 1) * batch)
      .execute()) as ApplicationRow[];
    yield* rows;
    if (rows.length < batch) return;
  }
}

export async function applicationById(db: Kysely<DB>, tenantId: number, id: number): Promise<ApplicationRow | undefined> {
  if (id > MAX_ID) return undefined;
  return (await withColumns(joined(db, tenantId)).where('a.id', '=', id).executeTakeFirst()) as ApplicationRow | undefined;
}

export async function applicationFor(db: Kysely<DB>, tenantId: number, declarationId: number, orgId: number) {
  if (declarationId > MAX_ID) return undefined;
  return (await withColumns(joined(db, tenantId))
    .where('a.declaration_id', '=', declarationId)
    .where('a.org_id', '=', orgId)
    .executeTakeFirst()) as ApplicationRow | undefined;
}

type ApplicationValues = Partial<Omit<DeclareApplicationsTable, 'id' | 'tenant_id' | 'declaration_id' | 'org_id' | 'created_at'>>;

/** Changes an application only while it is still in one of the expected states: false when it was not. */
export async function updateApplication(
  trx: Kysely<DB>,
  tenantId: number,
  id: number,
  expected: readonly DeclareState[],
  values: ApplicationValues,
): Promise<boolean> {
  const result = await trx
    .updateTable('declare_applications')
    .set(values)
    .where('tenant_id', '=', tenantId)
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
export async function filesOf(db: Kysely<DB>, tenantId: number, applicationId: number): Promise<FileRow[]> {
  return db
    .selectFrom('declare_application_files as f')
    .innerJoin('attachments', (join) => join.onRef('attachments.id', '=', 'f.attachment_id').onRef('attachments.tenant_id', '=', 'f.tenant_id'))
    .selectAll('attachments')
    .select('f.material_id')
    .where('f.tenant_id', '=', tenantId)
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
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .where('material_id', '=', materialId)
    .execute();
  await linkFiles(trx, tenantId, { kind: 'declareApplication', id: applicationId }, attachmentIds, { material_id: materialId, created_at: now });
}

export interface LandingRow extends DeclareLanding {
  recorder_name: string | null;
}

export async function landingOf(db: Kysely<DB>, tenantId: number, applicationId: number): Promise<LandingRow | undefined> {
  return db
    .selectFrom('declare_landings as l')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'l.recorder_id').onRef('u.tenant_id', '=', 'l.tenant_id'))
    .selectAll('l')
    .select('u.name as recorder_name')
    .where('l.tenant_id', '=', tenantId)
    .where('l.application_id', '=', applicationId)
    .executeTakeFirst();
}
