import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/** An investment project (招商/建设项目) of the park, in one of its three stages. */
export interface ProjectsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  investor: string;
  industry: string;
  /** The park's sub-area (片区) the project is built in. */
  area: string;
  /** 总投资, 万元. */
  investment: number;
  /** common/project/rules.ts PROJECT_STAGES. */
  stage: string;
  sign_date: string;
  begin_plan: string | null;
  begin_date: string | null;
  produce_plan: string | null;
  produce_date: string | null;
  /** The department answering for the project (operator data scope). */
  dept_id: number | null;
  /** The year and stage the project is counted in the yearly targets (年度计划开工/投产项目). */
  target_year: number | null;
  target_stage: string | null;
  description: string;
  created_at: string;
  updated_at: string;
}

/** A stage move (date, evidence, a skip's reason) or a progress record of a project. */
export interface ProjectEventsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  project_id: number;
  /** STAGE or PROGRESS. */
  kind: string;
  stage: string | null;
  date: string;
  text: string;
  reason: string;
  actor_id: number | null;
  created_at: string;
}

/** A progress record's photos, in order. */
export interface ProjectEventFilesTable {
  tenant_id: TenantColumn;
  event_id: number;
  attachment_id: number;
  position: number;
}

/** A change (变更) of a project's figure or date, applied once approved. */
export interface ProjectChangesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  project_id: number;
  /** common/project/rules.ts CHANGE_ITEMS. */
  item: string;
  old_value: string;
  new_value: string;
  why: string;
  /** PENDING, APPROVED or REJECTED. */
  status: string;
  requested_by: number | null;
  requested_at: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_note: string;
}

declare module '../../db/schema.js' {
  interface DB {
    projects: ProjectsTable;
    project_events: ProjectEventsTable;
    project_event_files: ProjectEventFilesTable;
    project_changes: ProjectChangesTable;
  }
}
