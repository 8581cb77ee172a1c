import type { Generated, Insertable } from 'kysely';
import type { AppealState } from '../../../common/appeal.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * Tables of migration appeal/appeals: the enterprises' appeals (诉求). The departments they are
 * assigned to are the organisation chart's (server/modules/orgchart/tables.ts).
 */

/** A new appeal's handling columns: nothing replied, rated or closed yet. */
export const NOT_HANDLED = {
  reply: '',
  replier_id: null,
  replied_at: null,
  rating: null,
  rating_comment: '',
  rated_by: null,
  reason: '',
  closed_at: null,
} as const satisfies Partial<Insertable<AppealsTable>>;

export interface AppealsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  /** The enterprise (or service organisation) the appeal is about. */
  org_id: number;
  /** A code of common/appeal.ts APPEAL_CATEGORIES. */
  category: string;
  title: string;
  content: string;
  address: string;
  /** WGS-84 position of the device when it was filed, if the person allowed it. */
  lng: number | null;
  lat: number | null;
  state: AppealState;
  department_id: number | null;
  /** Who filed it: an enterprise user, or a park officer for the enterprise (on_behalf = 1). */
  submitter_id: number | null;
  on_behalf: number;
  reply: string;
  replier_id: number | null;
  replied_at: string | null;
  rating: number | null;
  rating_comment: string;
  rated_by: number | null;
  /** Why an operator rejected or closed it; '' otherwise. */
  reason: string;
  closed_at: string | null;
  /** The answer deadline, fixed at filing from the category's working days. */
  due_at: string;
  /** The client's idempotency key (header Idempotency-Key): unique per tenant. */
  client_key: string;
  created_at: string;
  updated_at: string;
}

export interface AppealFilesTable {
  tenant_id: TenantColumn;
  appeal_id: number;
  attachment_id: number;
  position: number;
}

/** The timeline: one row per step, never updated. */
export interface AppealEventsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  appeal_id: number;
  /** A key of common/appeal.ts APPEAL_ACTIONS. */
  action: string;
  state_from: string | null;
  state_to: string;
  content: string;
  department_id: number | null;
  rating: number | null;
  actor_id: number | null;
  created_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    appeals: AppealsTable;
    appeal_files: AppealFilesTable;
    appeal_events: AppealEventsTable;
  }
}
