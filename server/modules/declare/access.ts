import { NO_PERMISSION } from '../../../common/permissions.js';
import { hasPermission, isOperator, isOrganisation } from '../../../common/roles.js';
import type { UserCtx } from '../../kit/context.js';
import { forbidden, HttpError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/session-repo.js';
import * as apps from './application-repo.js';
import { DRAFT } from './repo.js';

/**
 * Who may see and change an application: operators of the park see every submitted application
 * of their park (never a draft); a user of a certified enterprise (ORG) sees and edits only its
 * organisation's. Anyone else is told "not found", so ids reveal nothing.
 */

/** What an application is called in messages (申报不存在, 该申报的状态已变化…). */
export const NOUN = '申报';

export const NOT_ORG = '仅认证企业的用户可以申报政策，请先完成企业认证';

/** The caller's organisation, for the enterprise's own actions. */
export function orgIdOf(user: AuthUser): number {
  if (!isOrganisation(user) || !user.orgId) throw forbidden(NOT_ORG);
  return user.orgId;
}

/**
 * An operator reads applications for the declaration work only: reviewing them (declare.audit) or
 * running the notices they answer (declare.manage). Other operators are refused like any other
 * operator API they lack the permission for.
 */
function operatorMayRead(user: AuthUser): boolean {
  if (hasPermission(user, 'declare.audit') || hasPermission(user, 'declare.manage')) return true;
  throw new HttpError(403, NO_PERMISSION);
}

/** For the lists: operators see the park's submitted applications (undefined), organisations their own; others are refused. */
export function listScope(user: AuthUser): number | undefined {
  if (isOperator(user) && operatorMayRead(user)) return undefined;
  return orgIdOf(user);
}

export async function visibleApplication(ctx: UserCtx, id: number): Promise<apps.ApplicationRow> {
  const operator = isOperator(ctx.user) && operatorMayRead(ctx.user);
  const row = await apps.applicationById(ctx.db, id);
  if (!row) throw notFound(NOUN);
  // An unsubmitted draft is the enterprise's alone.
  if (operator) {
    if (row.state === DRAFT) throw notFound(NOUN);
    return row;
  }
  if (isOrganisation(ctx.user) && ctx.user.orgId === row.org_id) return row;
  throw notFound(NOUN);
}

/** The organisation's own application (operators do not edit enterprises' applications). */
export async function ownApplication(ctx: UserCtx, id: number): Promise<apps.ApplicationRow> {
  const orgId = orgIdOf(ctx.user);
  const row = await apps.applicationById(ctx.db, id);
  if (!row || row.org_id !== orgId) throw notFound(NOUN);
  return row;
}
