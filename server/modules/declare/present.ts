import type {
  ApplicationForm,
  ApplicationItem,
  DeclareCounts,
  DeclareItem,
  Landing,
  MaterialFiles,
  MaterialSlot,
  MyApplicationRef,
} from '../../../common/declare/contract.js';
import { DECLARE_STATE, DECLARE_STATES, MATERIAL_TYPE_KEYS, type DeclareState, type MaterialType } from '../../../common/declare/rules.js';
import type { Attachment } from '../../db/schema.js';
import { fileItem } from '../../kit/attachments.js';
import type { DeclarationMaterial } from './tables.js';
import type { ApplicationRow, FileRow, LandingRow } from './application-repo.js';
import { phaseLabel, phaseOf } from './dates.js';
import type { DeclarationRow } from './repo.js';

/** Database rows → the answers of the API (camelCase, labels and phases added, download addresses built). */

export function declareItem(row: DeclarationRow, extra: { applied: number | null; mine: MyApplicationRef | null }, today?: string): DeclareItem {
  const phase = phaseOf(row.start_date, row.end_date, today);
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    policyId: row.policy_id,
    policyTitle: row.policy_title,
    applyItemId: row.apply_item_id,
    applyItemName: row.apply_item_name,
    startDate: row.start_date,
    endDate: row.end_date,
    phase,
    phaseLabel: phaseLabel(phase),
    dept: row.dept,
    applied: extra.applied,
    mine: extra.mine,
    updatedAt: row.updated_at,
  };
}

const isMaterialType = (value: string): value is MaterialType => (MATERIAL_TYPE_KEYS as string[]).includes(value);

export function materialSlot(row: DeclarationMaterial): MaterialSlot {
  return {
    id: row.id,
    name: row.name,
    required: row.required === 1,
    types: row.types.split(',').filter(isMaterialType),
    note: row.note,
  };
}

export function countsOf(map: Map<DeclareState, number>): DeclareCounts {
  return Object.fromEntries(DECLARE_STATES.map((s) => [s, map.get(s) ?? 0])) as DeclareCounts;
}

export function materialFiles(materials: DeclarationMaterial[], files: FileRow[]): MaterialFiles[] {
  return materials.map((m) => ({ ...materialSlot(m), files: files.filter((f) => f.material_id === m.id).map((f) => fileItem(f)) }));
}

export function applicationItem(row: ApplicationRow, today?: string): ApplicationItem {
  return {
    id: row.id,
    declareId: row.declaration_id,
    declareTitle: row.declare_title,
    declareName: row.declare_name,
    policyTitle: row.policy_title,
    applyItemName: row.apply_item_name,
    endDate: row.end_date,
    phase: phaseOf(row.start_date, row.end_date, today),
    orgId: row.org_id,
    orgName: row.org_name,
    state: row.state,
    stateLabel: DECLARE_STATE[row.state],
    projectName: row.project_name,
    amountApplied: row.amount_applied === null ? null : Number(row.amount_applied),
    reason: row.reason,
    landed: row.landing_amount !== null,
    landingAmount: row.landing_amount === null ? null : Number(row.landing_amount),
    submittedAt: row.submitted_at,
    auditedAt: row.audited_at,
    updatedAt: row.updated_at,
  };
}

const num = (value: number | null) => (value === null ? null : Number(value));

export function formOf(row: ApplicationRow): ApplicationForm {
  return {
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    projectName: row.project_name,
    projectSummary: row.project_summary,
    amountApplied: num(row.amount_applied),
    revenue: num(row.revenue),
    rdExpense: num(row.rd_expense),
    employees: num(row.employees),
    remark: row.remark,
  };
}

export function landingOf(row: LandingRow | undefined, file: Attachment | undefined): Landing | null {
  if (!row) return null;
  return {
    amount: Number(row.amount),
    landedOn: row.landed_on,
    note: row.note,
    file: file ? fileItem(file) : null,
    recorderName: row.recorder_name ?? '',
    updatedAt: row.updated_at,
  };
}
