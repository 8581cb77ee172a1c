import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ProjectFilterInput } from '../../../common/project/contract.js';
import type { DB } from '../../db/schema.js';
import type { Visible } from '../../kit/data-scope.js';
import { applySort } from '../../kit/sort.js';

/**
 * The project lists' query: filters, the operator's data scope (the responsible department) and
 * the sort, shared by the list, its export and the counts.
 */

export type ProjectFilters = Omit<ProjectFilterInput, 'pagenum' | 'size'> & { ids?: number[] | undefined };

/** Where the list stands: the operator's scope, the department of "own", and today. */
export interface ListFrame {
  scope: Visible;
  /** The operator's own department, for `own` (null: the operator sits in none). */
  ownDept: number | null;
  today: string;
}

/** A project is behind when the next stage's planned day has passed without it. */
export const behindSql = (today: string) =>
  sql<SqlBool>`((projects.stage = 'SIGN' and projects.begin_plan < ${today}) or (projects.stage = 'BEGIN' and projects.produce_plan < ${today}))`;

/** The projects the scope covers: every one for ALL, those of its departments otherwise. */
export function scoped(db: Kysely<DB>, scope: Visible) {
  const q = db.selectFrom('projects');
  if (scope.all) return q;
  return scope.deptIds.length
    ? q.where('projects.dept_id', 'in', scope.deptIds)
    : q.where(sql<SqlBool>`1 = 0`);
}

export function filtered(db: Kysely<DB>, f: ProjectFilters, frame: ListFrame) {
  let q = scoped(db, frame.scope);
  if (f.stage) q = q.where('projects.stage', '=', f.stage);
  if (f.deptId) q = q.where('projects.dept_id', '=', f.deptId);
  if (f.area) q = q.where('projects.area', '=', f.area);
  if (f.industry) q = q.where('projects.industry', '=', f.industry);
  if (f.behind) q = q.where(behindSql(frame.today));
  if (f.own)
    q =
      frame.ownDept === null ? q.where(sql<SqlBool>`1 = 0`) : q.where('projects.dept_id', '=', frame.ownDept);
  if (f.ids?.length) q = q.where('projects.id', 'in', f.ids);
  const term = f.search?.trim();
  if (term) {
    const like = `%${term}%`;
    q = q.where((eb) => eb.or([eb('projects.name', 'like', like), eb('projects.investor', 'like', like)]));
  }
  return q;
}

const SORTS = {
  investment: 'projects.investment',
  signDate: 'projects.sign_date',
  beginDate: 'projects.begin_date',
  produceDate: 'projects.produce_date',
  name: 'projects.name',
} as const;

/** The rows of the list, in the asked order (else the latest stage move first). */
export function projectRows(db: Kysely<DB>, f: ProjectFilters, frame: ListFrame) {
  const rows = filtered(db, f, frame)
    .selectAll('projects')
    .select((eb) => [
      behindSql(frame.today).as('behind'),
      eb
        .selectFrom('project_changes')
        .whereRef('project_changes.project_id', '=', 'projects.id')
        .where('project_changes.status', '=', 'PENDING')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('pending_changes'),
    ]);
  return applySort(rows, f, SORTS, (q) =>
    q.orderBy(sql`coalesce(projects.produce_date, projects.begin_date, projects.sign_date)`, 'desc'),
  ).orderBy('projects.id', 'desc');
}

export type ProjectRecord = Awaited<ReturnType<ReturnType<typeof projectRows>['execute']>>[number];

/** One project the scope covers, as the list shows it. */
export async function projectById(
  db: Kysely<DB>,
  id: number,
  frame: ListFrame,
): Promise<ProjectRecord | undefined> {
  return projectRows(db, { ids: [id] }, frame).executeTakeFirst();
}
