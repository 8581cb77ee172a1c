import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0017_org_unlinks. */

/**
 * A user taken off an organisation by an operator (/op/orgUser/{id}), with the reason: the user's
 * name and phone as they were, so the record reads the same after the account changes.
 */
export interface OrgUnlinksTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  user_id: number | null;
  user_name: string;
  user_phone: string;
  reason: string;
  actor_id: number | null;
  created_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    org_unlinks: OrgUnlinksTable;
  }
}
