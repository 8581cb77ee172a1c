import type { Generated } from 'kysely';
import type { FillState, ItemAudit } from '../../../../common/integral/fill/rules.js';
import type { IntegralField } from '../../../../common/integral/model.js';
import type { TenantColumn } from '../../../db/schema.js';

/** Tables of migration 0021_integral_fill: fill rounds, the organisations' submissions, their items and files. */

export type FillScopeModeColumn = 'ALL' | 'FILTER' | 'LIST';

/** A fill round (填报批次) of a park for a score year. */
export interface IntegralFillRoundsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  year: number;
  name: string;
  description: string;
  /** Park calendar days, both included. */
  start_date: string;
  end_date: string;
  /** The fields to fill, in INTEGRAL_FIELDS order (JSON array). */
  fields: string;
  scope_mode: FillScopeModeColumn;
  /** JSON arrays of the FILTER scope. */
  scope_industries: string;
  scope_areas: string;
  /** Set when an operator ended the round (结束填报): closed for good. */
  closed_at: string | null;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

/** An organisation of a round and its submission; a row exists for every organisation in the round. */
export interface IntegralFillSubmissionsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  round_id: number;
  org_id: number;
  state: FillState;
  /** Who last saved or submitted it; and whether an operator did (代填, 导入): 1 or 0. */
  filled_by: number | null;
  filled_by_operator: number;
  submitted_at: string | null;
  audited_at: string | null;
  approved_at: string | null;
  /** Null until first saved. */
  updated_at: string | null;
  created_at: string;
}

/** One field of a submission: its value and its audit. */
export interface IntegralFillItemsTable {
  tenant_id: TenantColumn;
  submission_id: number;
  field: IntegralField;
  /** Null is blank, never 0. */
  value: number | null;
  /** Null until the submission is first submitted. */
  audit: ItemAudit | null;
  /** The last return's reason; cleared when the item passes. */
  reason: string;
  /** The value when it was last returned. */
  returned_value: number | null;
  audited_by: number | null;
  audited_at: string | null;
}

/** A submission's evidence files, in order (server/kit/attachments/links.ts). */
export interface IntegralFillFilesTable {
  tenant_id: TenantColumn;
  submission_id: number;
  attachment_id: number;
  position: number;
}

declare module '../../../db/schema.js' {
  interface DB {
    integral_fill_rounds: IntegralFillRoundsTable;
    integral_fill_submissions: IntegralFillSubmissionsTable;
    integral_fill_items: IntegralFillItemsTable;
    integral_fill_files: IntegralFillFilesTable;
  }
}
