import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { CAPTCHA_WRONG, captchaUuidOf } from '../../lib/captcha.js';
import { BizError } from '../../lib/errors.js';

const WINDOW_MS = 15 * 60_000;
const PER_PHONE = 10;
const PER_IP = 60;

const phoneKey = (tenantId: number, phone: string) => `login:phone:${tenantId}:${phone}`;

/**
 * Counts login attempts per phone and per IP inside a 15-minute window and refuses past the
 * limits; a successful login clears the phone's count.
 */
export async function guardLoginAttempt(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<void> {
  const byIp = await app.rateLimiter.hit(`login:ip:${request.ip}`, PER_IP, WINDOW_MS);
  const byPhone = await app.rateLimiter.hit(phoneKey(request.tenant.id, phone), PER_PHONE, WINDOW_MS);
  const blocked = [byIp, byPhone].find((r) => !r.allowed);
  if (blocked) {
    const minutes = Math.max(1, Math.ceil(blocked.retryAfterMs / 60_000));
    throw new BizError(`登录尝试过于频繁，请${minutes}分钟后再试`, BIZ.tooMany);
  }
}

export async function clearLoginAttempts(app: FastifyInstance, tenantId: number, phone: string): Promise<void> {
  await app.rateLimiter.reset(phoneKey(tenantId, phone));
}

/** The captcha answer for the uuid the client sends (its uuid cookie, default ghost-uuid). */
export async function checkCaptcha(app: FastifyInstance, request: FastifyRequest, answer: string): Promise<void> {
  if (!(await app.captcha.verify(captchaUuidOf(request.headers), answer))) {
    throw new BizError(CAPTCHA_WRONG);
  }
}
