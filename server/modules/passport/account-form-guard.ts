import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { FailureBackoff } from '../../lib/backoff.js';
import { BizError } from '../../lib/errors.js';
import { addressBucket } from '../../lib/rate-limit.js';

const WINDOW_MS = 15 * 60_000;
/** Registration and reset attempts per address (an IPv6 one by its /64), both forms and every park together. */
const PER_IP = 30;
/**
 * Wrong SMS codes for a phone of a park from one address slow that address's next attempts for
 * the phone down, as failed logins do (login-guard.ts): 5 free, then 1 s, 2 s, 4 s … since the
 * last one, at most 60 s. The delay is the address's own: a delay shared by every address let
 * someone taking each opening block the owner's reset for good. Guessing from many addresses
 * gains nothing: each code is burnt after 5 wrong entries whoever makes them, and a phone gets
 * at most 10 codes a day (server/lib/sms/codes.ts), so at most 50 guesses a day of a million.
 */
const PAIR_BACKOFF = { free: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetMs: 60 * 60_000 };

const pairKey = (request: FastifyRequest, phone: string) =>
  `account-form:${request.tenant.id}:${phone}:${addressBucket(request.ip)}`;
const pairBackoff = (app: FastifyInstance) => new FailureBackoff(app.kv, PAIR_BACKOFF);

const tooMany = (wait: string) => new BizError(`操作过于频繁，请${wait}后再试`, BIZ.tooMany);

/**
 * Registration and password reset carry no captcha (SPEC §7 payload: phone, code, pass): their
 * limits come first, before the SMS code is checked and long before the password is decrypted.
 * They count alike for registered and unregistered phones.
 */
export async function admitAccountForm(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  const byIp = await app.rateLimiter.hit(`account-form:ip:${addressBucket(request.ip)}`, PER_IP, WINDOW_MS);
  if (!byIp.allowed) throw tooMany(`${Math.max(1, Math.ceil(byIp.retryAfterMs / 60_000))}分钟`);
  const wait = await pairBackoff(app).claim(pairKey(request, phone));
  if (wait > 0) throw tooMany(`${Math.ceil(wait / 1000)}秒`);
}

/** The SMS code of a registration or reset was wrong (or expired, or used). */
export async function accountFormCodeRefused(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  await pairBackoff(app).fail(pairKey(request, phone));
}

export async function accountFormCodeAccepted(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  await pairBackoff(app).succeed(pairKey(request, phone));
}
