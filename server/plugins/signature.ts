import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNING_HEADERS } from '../../common/signature.js';
import { HttpError } from '../lib/errors.js';
import { rsaDecryptBytes } from '../lib/rsa.js';
import { isApiRequest } from './api-routes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that browsers reach without the client's signing (tenant lookup, images, docs). */
    unsigned?: boolean;
    /**
     * Routes that accept outbox items (DESIGN §5) and deduplicate on (tenant, Idempotency-Key):
     * a request with that header may carry an old signature — the service worker replays it with
     * its original headers, days later if need be — and its nonce may repeat.
     */
    outbox?: boolean;
  }
}

/** One message for every signature failure, so a caller learns nothing about which check failed. */
export const BAD_SIGNATURE = '请求签名无效或已过期';
export const WRONG_TENANT = '请求的租户与当前站点不一致';
/** How old an outbox replay's signature may be. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600_000;
/** The idempotency key of an outbox request (a uuid, or 32 hex digits from older browsers). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's idempotency key when the route deduplicates on one, else undefined. */
export function outboxKey(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.outbox) return undefined;
  const key = request.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined;
}

/**
 * The bytes of a nonce spelled the one way jsencrypt writes base64 and Node re-encodes it
 * (standard alphabet, padded, no whitespace, zero trailing bits), decoded once for the
 * decryption; null for any other spelling, so that no second spelling of a used nonce can reach
 * the replay check.
 */
export function canonicalBase64Bytes(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

/**
 * The replay-cache key of a signed request: what was signed (its timestamp, as a number, and the
 * decrypted random), never how the nonce was spelled. 16 bytes of hash keep the memory small.
 */
export const replayKey = (sentAt: number, random: string): string =>
  'n:' +
  crypto
    .createHash('sha256')
    .update(`${String(sentAt)}\n${random}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Verifies SPEC §7 signing on every request routed to an API route: timestamp inside the window, nonce decrypts
 * (RSA, PKCS#1 v1.5), Signature = md5(timestamp + random), the pair (timestamp, random) not seen
 * before inside the window, and sysid equal to the Host's tenant. Outbox routes relax the first and the fourth for requests
 * with an idempotency key: a replay is harmless there, because the route answers it from its
 * dedupe record and writes nothing.
 */
export const signaturePlugin = fp(
  async (app: FastifyInstance) => {
    const windowMs = app.config.signatureWindowMs;

    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request) || request.routeOptions.config.unsigned) return;

      const timestamp = header(request, SIGNING_HEADERS.timestamp);
      const nonce = header(request, SIGNING_HEADERS.nonce);
      const signature = header(request, SIGNING_HEADERS.signature)?.toLowerCase();
      const sysid = header(request, SIGNING_HEADERS.sysid);
      if (!timestamp || !nonce || !signature || !sysid) throw new HttpError(401, BAD_SIGNATURE);

      const replayable = outboxKey(request) !== undefined;
      const sentAt = Number(timestamp);
      const age = Date.now() - sentAt;
      const fresh = age <= (replayable ? OUTBOX_MAX_AGE_MS : windowMs) && -age <= windowMs;
      if (!Number.isFinite(sentAt) || !fresh) throw new HttpError(401, BAD_SIGNATURE);

      const cipher = canonicalBase64Bytes(nonce);
      const random = cipher ? rsaDecryptBytes(app.rsa, cipher) : null;
      if (random === null) throw new HttpError(401, BAD_SIGNATURE);
      const expected = crypto
        .createHash('md5')
        .update(timestamp + random)
        .digest('hex');
      if (
        expected.length !== signature.length ||
        !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
      ) {
        throw new HttpError(401, BAD_SIGNATURE);
      }

      // A nonce must be remembered only while its timestamp is still accepted.
      if (!replayable) {
        const rememberMs = Math.max(1, sentAt + windowMs - Date.now()) + 1000;
        if (!(await app.kv.setIfAbsent(replayKey(sentAt, random), '1', rememberMs)))
          throw new HttpError(401, BAD_SIGNATURE);
      }

      const querySysid = (request.query as Record<string, unknown> | undefined)?.sysid;
      if (
        Number(sysid) !== request.tenant.id ||
        (querySysid !== undefined && Number(querySysid) !== request.tenant.id)
      ) {
        throw new HttpError(403, WRONG_TENANT);
      }
    });
  },
  { name: 'innoweb-signature' },
);
