import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../common/certification.js';
import type { DB } from '../db/schema.js';
import { nowIso } from './clock.js';

/**
 * The audit trail of every reviewed thing (certification applications now; declarations and
 * demands later): one row per submit, resubmit and review decision, never updated.
 */

export interface AuditEntryInput {
  tenantId: number;
  /** What was reviewed, e.g. 'org_application'. */
  subjectType: string;
  subjectId: number;
  /** SUBMIT, RESUBMIT, PASS, FAIL, BACK, … */
  action: string;
  /** The status before; null for the first submit. */
  from: string | null;
  to: string;
  reason: string;
  /** Who did it; null for the system. */
  actorId: number | null;
}


/** Labels of the actions the review flows share; an area with its own actions passes its own labels. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  SUBMIT: '提交申请',
  RESUBMIT: '重新提交',
  PASS: '审核通过',
  FAIL: '审核不通过',
  BACK: '退回申请',
};

/** Written inside the caller's transaction, so the trail and the change commit or roll back together. */
export async function record(trx: Kysely<DB>, entry: AuditEntryInput): Promise<void> {
  await trx
    .insertInto('audit_logs')
    .values({
      tenant_id: entry.tenantId,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      action: entry.action,
      status_from: entry.from,
      status_to: entry.to,
      reason: entry.reason,
      actor_id: entry.actorId,
      created_at: nowIso(),
    })
    .execute();
}

/** The trails of several subjects at once, oldest entry first; subjects without entries map to []. */
/** A history row with its actor's name, as the API shows it: the action's label from `labels`, else its code. */
export function auditEntry(
  row: {
    id: number;
    action: string;
    status_from: string | null;
    status_to: string;
    reason: string;
    actor_id: number | null;
    actor_name: string | null;
    created_at: string;
  },
  labels: Readonly<Record<string, string>>,
): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actionLabel: labels[row.action] ?? row.action,
    from: row.status_from,
    to: row.status_to,
    reason: row.reason,
    actorId: row.actor_id,
    actorName: row.actor_name ?? '',
    createdAt: row.created_at,
  };
}

export async function historyMany(
  db: Kysely<DB>,
  tenantId: number,
  subjectType: string,
  subjectIds: readonly number[],
  labels: Readonly<Record<string, string>> = AUDIT_ACTION_LABELS,
): Promise<Map<number, AuditEntry[]>> {
  const result = new Map<number, AuditEntry[]>(subjectIds.map((id) => [id, []]));
  if (subjectIds.length === 0) return result;
  const rows = await db
    .selectFrom('audit_logs')
    // The actor must be of the same tenant: a row never shows another park's user name.
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'audit_logs.actor_id').onRef('users.tenant_id', '=', 'audit_logs.tenant_id'),
    )
    .select([
      'audit_logs.id',
      'audit_logs.subject_id',
      'audit_logs.action',
      'audit_logs.status_from',
      'audit_logs.status_to',
      'audit_logs.reason',
      'audit_logs.actor_id',
      'audit_logs.created_at',
      'users.name as actor_name',
    ])
    .where('audit_logs.tenant_id', '=', tenantId)
    .where('audit_logs.subject_type', '=', subjectType)
    .where('audit_logs.subject_id', 'in', [...subjectIds])
    .orderBy('audit_logs.id')
    .execute();
  for (const row of rows) {
    result.get(row.subject_id)?.push(auditEntry(row, labels));
  }
  return result;
}

/** One subject's trail, oldest entry first, with the actors' names. */
export async function history(
  db: Kysely<DB>,
  tenantId: number,
  subjectType: string,
  subjectId: number,
  labels?: Readonly<Record<string, string>>,
): Promise<AuditEntry[]> {
  return (await historyMany(db, tenantId, subjectType, [subjectId], labels)).get(subjectId) ?? [];
}

export type { AuditEntry };
