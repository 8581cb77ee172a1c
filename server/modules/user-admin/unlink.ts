import { BIZ } from '../../../common/envelope.js';
import { UNLINK_REASON } from '../../../common/user-admin/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { guardOf } from './guard.js';
import './tables.js';

export const UNLINK_MESSAGES = {
  reason: `请填写解除原因（${UNLINK_REASON.min}–${UNLINK_REASON.max} 字）`,
  notLinked: '该用户已不再关联此机构，请刷新后重试',
} as const;

/**
 * Takes a user of the park (one the operator may touch, server/kit/delegation.ts) off the organisation the operator was looking at, with the reason, in one
 * transaction: the link is removed only if it is still that organisation (two operators at once:
 * one wins, the other is told), and the record keeps who, when and why. The user is not told yet
 * (messages come with the in-app messages); their session reads the change at its next request.
 */
export async function unlinkUser(ctx: UserCtx, userId: number, orgId: number, reason: string): Promise<null> {
  const text = reason.trim();
  if (text.length < UNLINK_REASON.min || text.length > UNLINK_REASON.max) throw new BizError(UNLINK_MESSAGES.reason);
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'org_id'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound('用户');
    await guardOf(ctx)(trx, user.id);
    const updated = await trx
      .updateTable('users')
      .set({ org_id: null })
      .where('id', '=', userId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new BizError(UNLINK_MESSAGES.notLinked, BIZ.conflict);
    await trx
      .insertInto('org_unlinks')
      .values({
        org_id: orgId,
        user_id: user.id,
        user_name: user.name,
        user_phone: user.phone,
        reason: text,
        actor_id: ctx.user.id,
        created_at: nowIso(),
      })
      .execute();
    return null;
  });
}
