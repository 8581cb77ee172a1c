import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../common/certification.js';
import type { DB } from '../../db/schema.js';
import { auditEntry } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import './tables.js';

/** Writing and reading the kit's history table (tables.ts). */

export interface HistoryStep {
  tenantId: number;
  kind: string;
  recordId: number;
  action: string;
  from: string | null;
  to: string;
  reason: string;
  actorId: number | null;
}

/** Written with the caller's transaction, so the step and the change commit or roll back together. */
export async function writeHistory(trx: Kysely<DB>, steps: readonly HistoryStep[]): Promise<void> {
  if (steps.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('publish_history')
    .values(
      steps.map((s) => ({
        tenant_id: s.tenantId,
        kind: s.kind,
        record_id: s.recordId,
        action: s.action,
        status_from: s.from,
        status_to: s.to,
        reason: s.reason,
        actor_id: s.actorId,
        created_at: now,
      })),
    )
    .execute();
}

/** One record's history, oldest step first, with the actors' names and the actions' labels. */
export async function historyOf(
  db: Kysely<DB>,
  tenantId: number,
  kind: string,
  recordId: number,
  labels: Readonly<Record<string, string>>,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('publish_history')
    // The actor must be of the same park: a row never shows another park's user name.
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'publish_history.actor_id')
        .onRef('users.tenant_id', '=', 'publish_history.tenant_id'),
    )
    .select([
      'publish_history.id',
      'publish_history.action',
      'publish_history.status_from',
      'publish_history.status_to',
      'publish_history.reason',
      'publish_history.actor_id',
      'publish_history.created_at',
      'users.name as actor_name',
    ])
    .where('publish_history.tenant_id', '=', tenantId)
    .where('publish_history.kind', '=', kind)
    .where('publish_history.record_id', '=', recordId)
    .orderBy('publish_history.id')
    .execute();
  return rows.map((row) => auditEntry(row, labels));
}
