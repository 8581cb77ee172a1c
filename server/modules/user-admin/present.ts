import { USER_KINDS, USER_STATES, type UserKind, type UserListItem } from '../../../common/user-admin/contract.js';
import type { UserRow } from './repo.js';

/** What a user is by SPEC §6: an operator first, then by the kind of organisation linked. */
export function kindOf(row: Pick<UserRow, 'operator' | 'org_id' | 'orgtype'>): UserKind {
  if (row.operator) return 'OPERATOR';
  if (row.org_id !== null && row.orgtype === 'ORG') return 'ORG';
  if (row.org_id !== null && row.orgtype === 'SERVICE') return 'SERVICE';
  return 'PERSONAL';
}

/** A listed account as the park keeps it; the lists add what the caller may do with it. */
export type UserRecord = Omit<UserListItem, 'manageable' | 'lockReason'>;

export function userItem(row: UserRow): UserRecord {
  const kind = kindOf(row);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    kind,
    kindLabel: USER_KINDS[kind],
    roles: row.roles,
    orgId: row.org_id,
    orgName: row.org_name ?? '',
    state: row.status,
    stateLabel: USER_STATES[row.status],
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}
