import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { BizError } from '../../lib/errors.js';
import type { RateLimitResult } from '../../lib/rate-limit.js';

const WINDOW_MS = 15 * 60_000;
/** Registration and reset attempts per address, both forms and every park together. */
const PER_IP = 30;
/**
 * … and per phone of a park. Each SMS code is burnt after 5 wrong entries anyway; this also
 * bounds the guesses across codes sent again.
 */
const PER_PHONE = 10;

const refuse = ({ retryAfterMs }: RateLimitResult) =>
  new BizError(`操作过于频繁，请${Math.max(1, Math.ceil(retryAfterMs / 60_000))}分钟后再试`, BIZ.tooMany);

/**
 * Registration and password reset carry no captcha (SPEC §7 payload: phone, code, pass): their
 * limits come first, before the SMS code is checked and long before the password is decrypted.
 * They count alike for registered and unregistered phones.
 */
export async function admitAccountForm(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  const byIp = await app.rateLimiter.hit(`account-form:ip:${request.ip}`, PER_IP, WINDOW_MS);
  if (!byIp.allowed) throw refuse(byIp);
  const byPhone = await app.rateLimiter.hit(`account-form:${request.tenant.id}:${phone}`, PER_PHONE, WINDOW_MS);
  if (!byPhone.allowed) throw refuse(byPhone);
}
