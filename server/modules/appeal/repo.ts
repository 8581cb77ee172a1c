import { expressionBuilder, sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { containsAny } from '../../lib/sql-like.js';
import type { APPEAL_LIST_SORTS } from '../../../common/appeal/contract.js';
import { scopeWhere, type Visible } from '../../kit/data-scope.js';
import { applySort, inOrderOf, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { APPEAL_STATE_LIST, type AppealState } from '../../../common/appeal/rules.js';
import type { DB } from '../../db/schema.js';
import type { AppealsTable } from './tables.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { orgchartPort } from '../orgchart/public.js';

/**
 * Queries of appeals, on a handle scoped to the request's park (server/kit/tenant-scope.ts); writes
 * take the executor (the request's handle or a transaction) so the services decide what is atomic.
 */

export type Appeal = Selectable<AppealsTable>;
export interface AppealRow extends Appeal {
  org_name: string;
  department_name: string | null;
  submitter_name: string | null;
  replier_name: string | null;
}

/**
 * Whose appeals a list shows: all of the park (the steps re-reading a row already checked), the
 * ones a user filed or their organisation's (我的诉求), or those an operator's data scope covers —
 * with the intake queue (待受理, no department yet) when the operator takes appeals in (`intake`).
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'mine'; userId: number; orgId: number | null }
  | { kind: 'operator'; visible: Visible; intake: boolean };

/**
 * The appeals a data scope covers (common/appeal/README.md): those now with a department it covers,
 * and those its staff acted on (filed for the enterprise, assigned, handed on, noted, answered,
 * closed or rejected: a step of the timeline with them as actor). ALL: every appeal of the park.
 * With `intake`, also the intake queue: appeals 待受理 with no department, whatever the scope
 * (taking appeals in is the intake permission's work, not a department's).
 */
export function withinScope(visible: Visible, intake: boolean): RawBuilder<SqlBool> {
  if (visible.all) return sql<SqlBool>`1 = 1`;
  const covered = coveredBy(visible);
  if (!intake) return covered;
  return sql<SqlBool>`(${covered} or (appeals.state = ${'SUBMITTED' satisfies AppealState} and appeals.department_id is null))`;
}

function coveredBy(visible: Visible & { all: false }): RawBuilder<SqlBool> {
  const eb = expressionBuilder<DB, 'appeals'>();
  const handled = eb.exists(
    eb
      .selectFrom('appeal_events')
      .select(sql.lit(1).as('one'))
      .whereRef('appeal_events.appeal_id', '=', 'appeals.id')
      .where(scopeWhere(visible, 'appeal_events.actor_id')),
  );
  if (!visible.deptIds.length) return sql<SqlBool>`${handled}`;
  return sql<SqlBool>`(appeals.department_id in (${sql.join(visible.deptIds)}) or ${handled})`;
}

export interface ListFilter {
  states?: readonly AppealState[] | undefined;
  category?: string | undefined;
  departmentId?: number | undefined;
  /** Only those still unanswered after their deadline, as of `now`. */
  overdueAt?: string | undefined;
  search?: string | undefined;
  /** Filed on or after / before these ISO instants (the analysis' range). */
  from?: string | undefined;
  before?: string | undefined;
  /** Only these appeals (导出所选). */
  ids?: readonly number[] | undefined;
}


function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('appeals')
    .innerJoin('orgs', 'orgs.id', 'appeals.org_id')
    .leftJoin('users as submitter', 'submitter.id', 'appeals.submitter_id')
    .leftJoin('users as replier', 'replier.id', 'appeals.replier_id');
}

function filtered(db: Kysely<DB>, scope: Scope, filter: ListFilter) {
  let query = withNames(db);
  if (scope.kind === 'mine') {
    const { userId, orgId } = scope;
    query = query.where((eb) =>
      orgId === null
        ? eb('appeals.submitter_id', '=', userId)
        : eb.or([eb('appeals.submitter_id', '=', userId), eb('appeals.org_id', '=', orgId)]),
    );
  }
  if (scope.kind === 'operator' && !scope.visible.all) query = query.where(withinScope(scope.visible, scope.intake));
  if (filter.states?.length) query = query.where('appeals.state', 'in', [...filter.states]);
  if (filter.ids) query = query.where('appeals.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  if (filter.category) query = query.where('appeals.category', '=', filter.category);
  if (filter.departmentId) query = query.where('appeals.department_id', '=', filter.departmentId);
  if (filter.overdueAt) {
    query = query
      .where('appeals.state', 'in', ['SUBMITTED', 'ASSIGNED'])
      .where('appeals.due_at', '<', filter.overdueAt);
  }
  if (filter.from) query = query.where('appeals.created_at', '>=', filter.from);
  if (filter.before) query = query.where('appeals.created_at', '<', filter.before);
  const search = containsAny(filter.search, ['appeals.title', 'appeals.content', 'orgs.fullname']);
  if (search) query = query.where(search);
  return query;
}

function selectRow(query: ReturnType<typeof filtered>) {
  return query
    .selectAll('appeals')
    .select([
      'orgs.fullname as org_name',
      'submitter.name as submitter_name',
      'replier.name as replier_name',
    ]);
}

type AppealSort = (typeof APPEAL_LIST_SORTS)[number];
const SORT_COLUMNS: SortColumns<AppealSort> = {
  createdAt: 'appeals.created_at',
  dueAt: 'appeals.due_at',
  title: 'appeals.title',
  orgName: 'orgs.fullname',
  // 待分派 → 办理中 → 已答复 → 已办结, the states' order, not their codes'.
  state: inOrderOf('appeals.state', APPEAL_STATE_LIST),
};

/** A page of appeals, newest first unless the operator sorted by a column. */
export async function listAppeals(
  db: Kysely<DB>,
  scope: Scope,
  filter: ListFilter,
  page: Paging,
  sort: SortQuery<AppealSort> = {},
): Promise<{ rows: AppealRow[]; total: number }> {
  const base = filtered(db, scope, filter);
  const ordered = applySort(selectRow(base), sort, SORT_COLUMNS, (q) => q.orderBy('appeals.created_at', 'desc')).orderBy('appeals.id', 'desc');
  const { rows, total } = await pageWithTotal(ordered, base, page);
  return { rows: await completed(db, rows), total };
}

/** Every matching appeal, in batches (the export): oldest first, by id. */
export async function* appealBatches(
  db: Kysely<DB>,
  scope: Scope,
  filter: ListFilter,
  batch = 500,
): AsyncGenerator<AppealRow[]> {
  let after = 0;
  for (;;) {
    const rows = await selectRow(
      filtered(db, scope, filter).where('appeals.id', '>', after),
    )
      .orderBy('appeals.id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    yield await completed(db, rows);
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

/** The longest overdue first. */
export async function overdueAppeals(
  db: Kysely<DB>,
  scope: Scope,
  now: string,
  filter: ListFilter,
  limit: number,
) {
  const rows = await selectRow(filtered(db, scope, { ...filter, overdueAt: now }))
    .orderBy('appeals.due_at')
    .orderBy('appeals.id')
    .limit(limit)
    .execute();
  return completed(db, rows);
}

type SelectedRow = Omit<AppealRow, 'department_name'>;

/**
 * The rows as the module answers them: their department's name, asked of the organisation chart
 * (its port), and coordinates as numbers on both dialects.
 */
async function completed(db: Kysely<DB>, rows: readonly SelectedRow[]): Promise<AppealRow[]> {
  const ids = rows.flatMap((row) => (row.department_id === null ? [] : [row.department_id]));
  const names = await orgchartPort.get().departmentNames(db, ids);
  return rows.map((row) => ({
    ...row,
    department_name: row.department_id === null ? null : (names.get(row.department_id) ?? null),
    lng: row.lng === null ? null : Number(row.lng),
    lat: row.lat === null ? null : Number(row.lat),
  }));
}

/** One appeal of the park, if `scope` shows it. */
export async function appealById(
  db: Kysely<DB>,
  id: number,
  scope: Scope = { kind: 'all' },
): Promise<AppealRow | undefined> {
  if (id > MAX_ID) return undefined;
  const row = await selectRow(
    filtered(db, scope, {}).where('appeals.id', '=', id),
  ).executeTakeFirst();
  return row ? (await completed(db, [row]))[0] : undefined;
}

export async function appealByKey(db: Kysely<DB>, key: string) {
  return db
    .selectFrom('appeals')
    .select(['id', 'submitter_id'])
    .where('client_key', '=', key)
    .executeTakeFirst();
}

/** How many appeals of each state (within the filter), and how many are overdue as of `now`. */
export async function stateCounts(db: Kysely<DB>, scope: Scope, filter: ListFilter, now: string) {
  const [rows, overdue] = await Promise.all([
    filtered(db, scope, filter)
      .select(['appeals.state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('appeals.state')
      .execute(),
    filtered(db, scope, { ...filter, overdueAt: now })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { byState: new Map(rows.map((r) => [r.state, Number(r.n)])), overdue: Number(overdue.n) };
}

export async function insertAppeal(trx: Kysely<DB>, values: Insertable<AppealsTable>): Promise<number> {
  const row = await trx.insertInto('appeals').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** What a step was decided on: the appeal must still be in one of these states, with this department. */
export interface Expected {
  states: readonly AppealState[];
  departmentId: number | null;
}

/**
 * Changes an appeal only while it is still as the step saw it: false when someone else got there
 * first. The department counts too, as 转办 and 办理进展 leave the state as it was.
 */
export async function updateAppeal(
  trx: Kysely<DB>,
  id: number,
  expected: Expected,
  values: Partial<Appeal>,
): Promise<boolean> {
  const result = await trx
    .updateTable('appeals')
    .set(values)
    .where('id', '=', id)
    .where('state', 'in', [...expected.states])
    .where('department_id', expected.departmentId === null ? 'is' : '=', expected.departmentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function orgOfTenant(db: Kysely<DB>, orgId: number) {
  if (orgId > MAX_ID) return undefined;
  return db
    .selectFrom('orgs')
    .select(['id', 'fullname'])
    .where('id', '=', orgId)
    .executeTakeFirst();
}
