import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { assertAllowed, grantsOf, loadGrants, lockOf, refusalToTouch } from '../../kit/delegation.js';
import type { TargetGuard } from '../../lib/account-state.js';

/**
 * The delegation rule (server/kit/delegation.ts) as the account actions apply it: the operator
 * acts only on accounts holding no more than itself, a 管理员's only if it is one. Checked inside
 * the action's transaction.
 */
export const guardOf =
  (ctx: UserCtx): TargetGuard =>
  async (trx, userId) => {
    const grants = await loadGrants(trx, ctx.tenantId, [ctx.user.id, userId]);
    const actor = grants.get(ctx.user.id) ?? (await grantsOf(trx, ctx.tenantId, ctx.user.id));
    const target = grants.get(userId);
    if (target) assertAllowed(refusalToTouch(actor, target));
  };

/** Whether the operator may act on each listed account, and why not (the list's `manageable`). */
export async function locksFor(db: Kysely<DB>, ctx: UserCtx, userIds: readonly number[]) {
  const grants = await loadGrants(db, ctx.tenantId, [ctx.user.id, ...userIds]);
  const actor = grants.get(ctx.user.id) ?? (await grantsOf(db, ctx.tenantId, ctx.user.id));
  return (userId: number) => {
    const target = grants.get(userId);
    return lockOf(target ? refusalToTouch(actor, target) : null);
  };
}
