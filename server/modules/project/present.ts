import type { Kysely } from 'kysely';
import type { ProjectRowItem } from '../../../common/project/contract.js';
import type { ChangeStatus, ChangeItem, ProjectStage } from '../../../common/project/rules.js';
import type { DB } from '../../db/schema.js';
import { orgchartPort } from '../orgchart/public.js';
import type { ProjectRecord } from './repo.js';

/** What the lists answer for a project row: the department's name asked of the organisation chart. */

export async function deptNamesOf(
  db: Kysely<DB>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return wanted.length ? orgchartPort.get().departmentNames(db, wanted) : new Map();
}

export function projectRow(r: ProjectRecord, depts: Map<number, string>): ProjectRowItem {
  return {
    id: r.id,
    name: r.name,
    investor: r.investor,
    industry: r.industry,
    area: r.area,
    investment: r.investment,
    stage: r.stage as ProjectStage,
    signDate: r.sign_date,
    beginPlan: r.begin_plan,
    beginDate: r.begin_date,
    producePlan: r.produce_plan,
    produceDate: r.produce_date,
    deptId: r.dept_id,
    deptName: r.dept_id === null ? '' : (depts.get(r.dept_id) ?? ''),
    targetYear: r.target_year,
    targetStage: r.target_stage as ProjectStage | null,
    behind: Boolean(Number(r.behind)),
    pendingChanges: Number(r.pending_changes ?? 0),
  };
}

export async function projectRowsOf(db: Kysely<DB>, rows: ProjectRecord[]): Promise<ProjectRowItem[]> {
  const depts = await deptNamesOf(
    db,
    rows.map((r) => r.dept_id),
  );
  return rows.map((r) => projectRow(r, depts));
}

export const asChange = (item: string) => item as ChangeItem;
export const asStatus = (status: string) => status as ChangeStatus;
