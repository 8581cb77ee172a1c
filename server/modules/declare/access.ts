import { isOperator, isOrganisation } from '../../../common/roles.js';
import { BizError, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/session-repo.js';
import * as apps from './application-repo.js';
import type { Ctx } from './declarations.js';

/**
 * Who may see and change an application: operators of the park see every application of their
 * park; a user of a certified enterprise (ORG) sees and edits only its organisation's. Anyone else
 * is told "not found", so ids reveal nothing.
 */

export const NOT_ORG = '仅认证企业的用户可以申报政策，请先完成企业认证';

/** The caller's organisation, for the enterprise's own actions. */
export function orgIdOf(user: AuthUser): number {
  if (!isOrganisation(user) || !user.orgId) throw forbidden(NOT_ORG);
  return user.orgId;
}

/** For the lists: operators see the park (undefined), organisations their own; others are refused. */
export function listScope(user: AuthUser): number | undefined {
  if (isOperator(user)) return undefined;
  return orgIdOf(user);
}

export async function visibleApplication(ctx: Ctx, id: number): Promise<apps.ApplicationRow> {
  const row = await apps.applicationById(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('申报');
  if (isOperator(ctx.user)) return row;
  if (isOrganisation(ctx.user) && ctx.user.orgId === row.org_id) return row;
  throw notFound('申报');
}

/** The organisation's own application (operators do not edit enterprises' applications). */
export async function ownApplication(ctx: Ctx, id: number): Promise<apps.ApplicationRow> {
  const orgId = orgIdOf(ctx.user);
  const row = await apps.applicationById(ctx.db, ctx.tenantId, id);
  if (!row || row.org_id !== orgId) throw notFound('申报');
  return row;
}

export const changedMeanwhile = () => new BizError('该申报的状态已变化，请刷新后重试', 409);
