import { isOperator } from '../../../common/roles.js';
import type { Attachment } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/session-repo.js';

/** The rows reaching these checks are already this tenant's: tenant scoping is the query's job. */

/** PUBLIC: anyone in the tenant, even anonymous; PRIVATE: the uploader and operators. */
export function canRead(attachment: Attachment, user: AuthUser | null): boolean {
  if (attachment.visibility === 'PUBLIC') return true;
  return canManage(attachment, user);
}

/** Deleting is for the uploader and operators, whatever the visibility. */
export function canManage(attachment: Attachment, user: AuthUser | null): boolean {
  if (!user) return false;
  return (attachment.uploader_id !== null && attachment.uploader_id === user.id) || isOperator(user);
}
