import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CaptchaService } from '../lib/captcha.js';
import { RateLimiter } from '../lib/rate-limit.js';
import { SmsCodes } from '../lib/sms/codes.js';
import { createSmsGateway } from '../lib/sms/gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Image captchas keyed by the client's uuid (sent as the `uuid` header). */
    captcha: CaptchaService;
    /** SMS verification codes: send (throttled, capped) and consume (single-use). */
    smsCodes: SmsCodes;
    /** Shared counters for limits such as failed logins per phone and per IP. */
    rateLimiter: RateLimiter;
  }
}

/**
 * The proofs a person gives before account calls: captcha, SMS code, attempt limits. All keep
 * their state in app.kv so several server processes agree. An unknown SMS_GATEWAY fails here, at
 * start-up.
 */
export const verificationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('captcha', new CaptchaService(app.kv, { testCode: app.config.captchaTestCode }));
    app.decorate(
      'smsCodes',
      new SmsCodes(app.kv, createSmsGateway(app.config.smsGateway, app.config.dataDir, app.log)),
    );
    app.decorate('rateLimiter', new RateLimiter(app.kv));
  },
  { name: 'innoweb-verification' },
);
