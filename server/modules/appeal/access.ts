import type { Kysely } from 'kysely';
import { hasPermission, isOperator } from '../../../common/roles.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { visibleStaff, type Visible } from '../../kit/data-scope.js';
import type { Permission } from '../../../common/permissions.js';
import type { AuthUser } from '../../plugins/session-repo.js';
import * as repo from './repo.js';
import type { Appeal, Scope } from './repo.js';

/** Who may see and rate an appeal. The rows reaching these checks are already this tenant's. */

/**
 * Which appeals an operator's lists, detail, steps, export and analysis reach: those of their
 * data scope (common/appeal/README.md), and the intake queue (待受理 with no department) for
 * whoever holds the intake permission, appeal.handle (受理、交办与答复), whatever the scope.
 */
export function scopeOf(user: AuthUser, visible: Visible): Scope {
  return { kind: 'operator', visible, intake: hasPermission(user, INTAKE_PERMISSION) };
}

/** Taking new appeals in (受理并交办, 不予受理) is part of handling them. */
export const INTAKE_PERMISSION = 'appeal.handle' satisfies Permission;

/** The operator's scope, resolved once per request. */
export async function operatorScope(ctx: UserCtx): Promise<Scope> {
  return scopeOf(ctx.user, await visibleStaff(ctx.db, ctx.tenantId, ctx.user));
}

/**
 * Operators see what their data scope covers (checked by the query, operatorScope); others their
 * organisation's appeals and those they filed.
 */
export function canSee(appeal: Pick<Appeal, 'org_id' | 'submitter_id'>, user: AuthUser): boolean {
  if (isOperator(user)) return true;
  return appeal.submitter_id === user.id || (user.orgId !== null && user.orgId === appeal.org_id);
}

/**
 * The appeal if this user may read it (its detail and photos, through the appeal's routes and
 * through the attachments alike: the `appeal` attachment kind asks this too), else undefined.
 * Operators read appeals by handling them: appeal.handle, within their data scope; appeal.analyse
 * gives the figures, not the appeals. An officer who filed for an enterprise reads their filing
 * (我的诉求) whatever their permissions. Others: their organisation's and their own.
 */
export async function readableAppeal(
  db: Kysely<DB>,
  tenantId: number,
  user: AuthUser,
  id: number,
): Promise<repo.AppealRow | undefined> {
  if (isOperator(user) && hasPermission(user, 'appeal.handle')) {
    const handled = await repo.appealById(db, id, scopeOf(user, await visibleStaff(db, tenantId, user)));
    if (handled) return handled;
  }
  const appeal = await repo.appealById(db, id);
  if (!appeal) return undefined;
  const readsIt = isOperator(user) ? appeal.submitter_id === user.id : canSee(appeal, user);
  return readsIt ? appeal : undefined;
}

/** The enterprise rates the park's answer; the park's own officers do not rate themselves. */
export function canRate(appeal: Pick<Appeal, 'org_id' | 'submitter_id' | 'state'>, user: AuthUser): boolean {
  return appeal.state === 'REPLIED' && !isOperator(user) && canSee(appeal, user);
}

/** Who may file: operators (for an enterprise of their park) and users of an organisation. */
export function mayFile(user: AuthUser): boolean {
  return isOperator(user) || (user.orgId !== null && (user.orgType === 'ORG' || user.orgType === 'SERVICE'));
}

export const INDIVIDUAL_REFUSED = '个人用户不能提交诉求：请先完成企业认证或关联所在企业';
