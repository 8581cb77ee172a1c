import type { FastifyBaseLogger } from 'fastify';
import type { UserCtx } from '../../kit/context.js';
import { clearPassword } from '../../lib/account-state.js';
import { nowIso } from '../../lib/clock.js';
import type { SmsGateway } from '../../lib/sms/gateway.js';
import { guardOf } from './guard.js';

/** 138****0001: the phone as the answer shows it, enough to tell the user which one was told. */
export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/**
 * 重置密码 as the operations centre does it: the password is taken away at once (the account's
 * sessions end), and the user is told by SMS to set a new one through 忘记密码 with a code sent to
 * that phone. The answer carries no password, for any account: an operator who could read one
 * could sign in as the user. Only accounts the operator may touch (server/kit/delegation.ts).
 */
export async function resetBySms(
  ctx: UserCtx,
  gateway: SmsGateway,
  log: FastifyBaseLogger,
  userId: number,
): Promise<{ id: number; phone: string; notified: boolean }> {
  const { phone } = await clearPassword(ctx.db, { tenantId: ctx.tenantId, userId: ctx.user.id }, userId, guardOf(ctx));
  let notified = true;
  try {
    await gateway.send({ tenantId: ctx.tenantId, phone, type: 'passChg', notice: 'passwordCleared', at: nowIso() });
  } catch (error) {
    // The password is gone either way; the operator is told to let the user know another way.
    notified = false;
    log.error({ err: error, userId }, 'password reset notice not sent');
  }
  return { id: userId, phone: maskPhone(phone), notified };
}
