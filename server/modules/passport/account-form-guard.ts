import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { FailureBackoff } from '../../lib/backoff.js';
import { BizError } from '../../lib/errors.js';

const WINDOW_MS = 15 * 60_000;
/** Registration and reset attempts per address, both forms and every park together. */
const PER_IP = 30;
/**
 * Wrong SMS codes per phone of a park slow the phone's next attempts down, as failed logins do
 * (login-guard.ts): 5 free, then 1 s, 2 s, 4 s … since the last one, at most 60 s. These forms
 * have no captcha, so a hard per-phone limit would let anyone block a phone's reset; each code is
 * burnt after 5 wrong entries anyway, and this bounds the guesses across codes sent again.
 */
const PHONE_BACKOFF = { free: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetMs: 60 * 60_000 };

const phoneKey = (tenantId: number, phone: string) => `account-form:${tenantId}:${phone}`;
const phoneBackoff = (app: FastifyInstance) => new FailureBackoff(app.kv, PHONE_BACKOFF);

const tooMany = (wait: string) => new BizError(`操作过于频繁，请${wait}后再试`, BIZ.tooMany);

/**
 * Registration and password reset carry no captcha (SPEC §7 payload: phone, code, pass): their
 * limits come first, before the SMS code is checked and long before the password is decrypted.
 * They count alike for registered and unregistered phones.
 */
export async function admitAccountForm(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  const byIp = await app.rateLimiter.hit(`account-form:ip:${request.ip}`, PER_IP, WINDOW_MS);
  if (!byIp.allowed) throw tooMany(`${Math.max(1, Math.ceil(byIp.retryAfterMs / 60_000))}分钟`);
  const wait = await phoneBackoff(app).claim(phoneKey(request.tenant.id, phone));
  if (wait > 0) throw tooMany(`${Math.ceil(wait / 1000)}秒`);
}

/** The SMS code of a registration or reset was wrong (or expired, or used). */
export async function accountFormCodeRefused(app: FastifyInstance, tenantId: number, phone: string): Promise<void> {
  await phoneBackoff(app).fail(phoneKey(tenantId, phone));
}

export async function accountFormCodeAccepted(app: FastifyInstance, tenantId: number, phone: string): Promise<void> {
  await phoneBackoff(app).succeed(phoneKey(tenantId, phone));
}
