import type { Generated, Selectable } from 'kysely';
import type { DeclareState } from '../../../common/declare.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * Tables of policy declarations (migration 0008_declare). Dates of a declaration's window are
 * 'YYYY-MM-DD' text in the park's time zone; money is 万元 as double precision.
 */

export interface DeclarationsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  policy_id: number;
  apply_item_id: number;
  /** 申报通知标题, unique per tenant. */
  title: string;
  /** 申报项目名称 (short), unique per tenant. */
  name: string;
  /** Inclusive window. */
  start_date: string;
  end_date: string;
  /** 受理部门 */
  dept: string;
  /** 咨询电话 */
  phone: string;
  /** Plain text of the notice. */
  content: string;
  creator_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface DeclarationMaterialsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  declaration_id: number;
  name: string;
  /** 0/1 */
  required: number;
  /** Comma-separated MaterialType keys. */
  types: string;
  note: string;
  position: number;
}

export interface DeclareApplicationsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  declaration_id: number;
  org_id: number;
  /** Who started it. */
  user_id: number | null;
  state: DeclareState;
  contact_name: string;
  contact_phone: string;
  project_name: string;
  project_summary: string;
  amount_applied: number | null;
  revenue: number | null;
  rd_expense: number | null;
  employees: number | null;
  remark: string;
  /** The latest FAIL / BACK reason; '' otherwise. */
  reason: string;
  submitted_at: string | null;
  audited_at: string | null;
  auditor_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface DeclareApplicationFilesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  application_id: number;
  material_id: number;
  attachment_id: number;
  position: number;
  created_at: string;
}

export interface DeclareLandingsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  application_id: number;
  amount: number;
  landed_on: string;
  note: string;
  attachment_id: number | null;
  recorder_id: number | null;
  created_at: string;
  updated_at: string;
}

/** The DB entries schema.ts joins into its DB interface. */
export interface DeclareTables {
  declarations: DeclarationsTable;
  declaration_materials: DeclarationMaterialsTable;
  declare_applications: DeclareApplicationsTable;
  declare_application_files: DeclareApplicationFilesTable;
  declare_landings: DeclareLandingsTable;
}

export type Declaration = Selectable<DeclarationsTable>;
export type DeclarationMaterial = Selectable<DeclarationMaterialsTable>;
export type DeclareApplication = Selectable<DeclareApplicationsTable>;
export type DeclareLanding = Selectable<DeclareLandingsTable>;

declare module '../../db/schema.js' {
  // The module's tables join the database type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends DeclareTables {}
}
