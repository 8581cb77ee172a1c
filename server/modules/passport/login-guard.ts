import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { FailureBackoff } from '../../lib/backoff.js';
import { BizError } from '../../lib/errors.js';

/**
 * Failed logins per address (a wrong captcha, password or code), whatever phones they try. Only
 * failures count: an office or a training hall behind one NAT address logs in far more than this
 * in 15 minutes, and a correct login is no attack. After 60 failures the address waits for the
 * window to end.
 */
const IP_WINDOW_MS = 15 * 60_000;
const PER_IP = 60;
const ipKey = (request: FastifyRequest) => `login:ip:${request.ip}`;

/**
 * Failed logins per phone of a park, counted only after a correct captcha, grow a delay instead
 * of locking the owner out: the first 5 are free, then each attempt waits 1 s, 2 s, 4 s … since
 * the last failure, at most 60 s; the failures are forgotten at a successful login or an hour
 * after the first. The owner waits a minute at worst, however many failures others cause; at the
 * cap a phone allows about one guess a minute, each needing a solved captcha, within the
 * per-address limit above.
 */
const PHONE_BACKOFF = { free: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetMs: 60 * 60_000 };

const phoneKey = (tenantId: number, phone: string) => `login:${tenantId}:${phone}`;
const phoneBackoff = (app: FastifyInstance) => new FailureBackoff(app.kv, PHONE_BACKOFF);

const tooMany = (wait: string) => new BizError(`登录尝试过于频繁，请${wait}后再试`, BIZ.tooMany);

/**
 * Everything a login attempt must pass before its secret is looked at (or decrypted): the
 * address limit, the captcha, then the phone's delay.
 */
export async function admitLoginAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  phone: string,
  verCode: string,
): Promise<void> {
  const byIp = await app.rateLimiter.check(ipKey(request), PER_IP, IP_WINDOW_MS);
  if (!byIp.allowed) throw tooMany(`${Math.max(1, Math.ceil(byIp.retryAfterMs / 60_000))}分钟`);
  try {
    await app.captcha.require(request.headers, verCode);
  } catch (error) {
    await addressFailed(app, request);
    throw error;
  }
  const wait = await phoneBackoff(app).claim(phoneKey(request.tenant.id, phone));
  if (wait > 0) throw tooMany(`${Math.ceil(wait / 1000)}秒`);
}

const addressFailed = (app: FastifyInstance, request: FastifyRequest) =>
  app.rateLimiter.hit(ipKey(request), PER_IP, IP_WINDOW_MS);

/** A wrong password or SMS code for the phone, after a correct captcha: it counts for the phone and the address. */
export async function loginFailed(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  await Promise.all([phoneBackoff(app).fail(phoneKey(request.tenant.id, phone)), addressFailed(app, request)]);
}

export async function loginSucceeded(app: FastifyInstance, tenantId: number, phone: string): Promise<void> {
  await phoneBackoff(app).succeed(phoneKey(tenantId, phone));
}
