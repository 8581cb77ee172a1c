import type { FastifyInstance } from 'fastify';

/** Captcha images one address may ask for per minute (shared by every process through the store). */
export const CAPTCHAS_PER_MINUTE = 30;

/**
 * A new captcha image for the browser's uuid, unless its address asked for too many this minute
 * (null then): every image stores an answer for 5 minutes, so this bounds how fast one address
 * can fill the store. Served by passport/captcha and put into the login page itself.
 */
export async function issueCaptcha(app: FastifyInstance, ip: string, uuid: string): Promise<string | null> {
  const { allowed } = await app.rateLimiter.hit(`captcha:ip:${ip}`, CAPTCHAS_PER_MINUTE, 60_000);
  return allowed ? app.captcha.issue(uuid) : null;
}
