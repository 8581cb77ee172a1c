import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { FailureBackoff } from '../../lib/backoff.js';
import { captchaUuidOf } from '../../lib/captcha.js';
import { BizError } from '../../lib/errors.js';
import { addressBucket } from '../../lib/rate-limit.js';

/**
 * Failed logins per address (a wrong captcha, password or code), whatever phones they try. Only
 * failures count: an office or a training hall behind one NAT address logs in far more than this
 * in 15 minutes, and a correct login is no attack. After 60 failures the address waits for the
 * window to end. An IPv6 address counts by its /64 (addressBucket).
 */
const IP_WINDOW_MS = 15 * 60_000;
const PER_IP = 60;
const ipKey = (request: FastifyRequest) => `login:ip:${addressBucket(request.ip)}`;

/**
 * Failed logins for a phone of a park from one address, counted only after a correct captcha,
 * grow a delay instead of locking anyone out: the first 5 are free, then each attempt from that
 * address waits 1 s, 2 s, 4 s … since its last failure, at most 60 s; forgotten at a successful
 * login from there or an hour after the first. The delay is the address's own: someone guessing
 * from elsewhere, however often, never makes the owner wait (a delay shared by every address let
 * an attacker take each opening and keep the owner out for good).
 */
const PAIR_BACKOFF = { free: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetMs: 60 * 60_000 };
const pairKey = (request: FastifyRequest, phone: string) =>
  `login:${request.tenant.id}:${phone}:${addressBucket(request.ip)}`;
const pairBackoff = (app: FastifyInstance) => new FailureBackoff(app.kv, PAIR_BACKOFF);

/**
 * Failed logins for a phone from anywhere (after a correct captcha) make its captcha harder
 * instead: from the 5th failure within the hour after the first, a login for the phone needs an
 * image of level 1 (five characters, more noise), from the 20th one of level 2 (six). Guessing
 * from many addresses then costs a hard image per guess, while the owner only reads a longer one.
 * A successful login forgets them.
 */
const PHONE_WINDOW_MS = 60 * 60_000;
export const CAPTCHA_LEVEL_AFTER_FAILURES: readonly number[] = [5, 20];
const phoneKey = (tenantId: number, phone: string) => `login:phone:${tenantId}:${phone}`;

export const captchaLevelFor = (failures: number) => CAPTCHA_LEVEL_AFTER_FAILURES.filter((n) => failures >= n).length;

export const HARDER_CAPTCHA = '该手机号近期登录失败次数较多，请输入新的图形验证码（字符更多）';

const tooMany = (wait: string) => new BizError(`登录尝试过于频繁，请${wait}后再试`, BIZ.tooMany);

/**
 * Everything a login attempt must pass before its secret is looked at (or decrypted): the
 * address limit, the captcha (as hard as the phone's failures ask), then the delay of this
 * address for the phone.
 */
export async function admitLoginAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  phone: string,
  verCode: string,
): Promise<void> {
  const byIp = await app.rateLimiter.check(ipKey(request), PER_IP, IP_WINDOW_MS);
  if (!byIp.allowed) throw tooMany(`${Math.max(1, Math.ceil(byIp.retryAfterMs / 60_000))}分钟`);
  let solved: number;
  try {
    solved = await app.captcha.require(request.headers, verCode);
  } catch (error) {
    await addressFailed(app, request);
    throw error;
  }
  const needed = captchaLevelFor(Number(await app.kv.get(phoneKey(request.tenant.id, phone))) || 0);
  if (solved < needed) {
    // The client draws a new image after a refusal: that one comes at the level needed.
    await app.captcha.askLevel(captchaUuidOf(request.headers), needed);
    throw new BizError(HARDER_CAPTCHA);
  }
  const wait = await pairBackoff(app).claim(pairKey(request, phone));
  if (wait > 0) throw tooMany(`${Math.ceil(wait / 1000)}秒`);
}

const addressFailed = (app: FastifyInstance, request: FastifyRequest) =>
  app.rateLimiter.hit(ipKey(request), PER_IP, IP_WINDOW_MS);

/** A wrong password or SMS code for the phone, after a correct captcha: it counts for the phone, the address and both together. */
export async function loginFailed(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  await Promise.all([
    pairBackoff(app).fail(pairKey(request, phone)),
    app.kv.increment(phoneKey(request.tenant.id, phone), PHONE_WINDOW_MS),
    addressFailed(app, request),
  ]);
}

export async function loginSucceeded(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  await Promise.all([pairBackoff(app).succeed(pairKey(request, phone)), app.kv.delete(phoneKey(request.tenant.id, phone))]);
}
