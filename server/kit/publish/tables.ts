import type { Generated } from 'kysely';

/**
 * The publish kit's one table (migration core/publish_history): every step in the life of every
 * reviewed-and-published record of every kind — created, edited, approved, returned, taken
 * offline, deleted — keyed by (tenant, kind, record id). Rows are written in the transaction of
 * the change and never updated.
 */
export interface PublishHistoryTable {
  id: Generated<number>;
  tenant_id: number;
  /** The lifecycle's kind: 'notice', 'rank', 'demand'… */
  kind: string;
  record_id: number;
  /** CREATE, EDIT, RESUBMIT, or a transition of the kind's lifecycle (PUBLISH, RETURN, OFFLINE…). */
  action: string;
  /** The state before; null when the record was created. */
  status_from: string | null;
  /** The state after; DELETED when the record was deleted. */
  status_to: string;
  reason: string;
  /** Who did it; null for the system or a deleted account. */
  actor_id: number | null;
  created_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    publish_history: PublishHistoryTable;
  }
}
