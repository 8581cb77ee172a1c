import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNING_HEADERS } from '../../common/signature.js';
import { HttpError } from '../lib/errors.js';
import { rsaDecrypt } from '../lib/rsa.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that browsers reach without the client's signing (tenant lookup, images, docs). */
    unsigned?: boolean;
  }
}

/** One message for every signature failure, so a caller learns nothing about which check failed. */
export const BAD_SIGNATURE = '请求签名无效或已过期';
export const WRONG_TENANT = '请求的租户与当前站点不一致';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Verifies SPEC §7 signing on every /api request: timestamp inside the window, nonce decrypts
 * (RSA, PKCS#1 v1.5), Signature = md5(timestamp + random), nonce not seen before inside the window,
 * and sysid equal to the Host's tenant.
 */
export const signaturePlugin = fp(async (app: FastifyInstance) => {
  const windowMs = app.config.signatureWindowMs;

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404 || request.routeOptions.config.unsigned) return;

    const timestamp = header(request, SIGNING_HEADERS.timestamp);
    const nonce = header(request, SIGNING_HEADERS.nonce);
    const signature = header(request, SIGNING_HEADERS.signature)?.toLowerCase();
    const sysid = header(request, SIGNING_HEADERS.sysid);
    if (!timestamp || !nonce || !signature || !sysid) throw new HttpError(401, BAD_SIGNATURE);

    const sentAt = Number(timestamp);
    if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > windowMs) throw new HttpError(401, BAD_SIGNATURE);

    const random = rsaDecrypt(app.rsa, nonce);
    if (random === null) throw new HttpError(401, BAD_SIGNATURE);
    const expected = crypto.createHash('md5').update(timestamp + random).digest('hex');
    if (expected.length !== signature.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      throw new HttpError(401, BAD_SIGNATURE);
    }

    // A nonce must be remembered only while its timestamp is still accepted; 16 bytes of hash
    // keep the replay window's memory small under sustained load.
    const nonceKey = 'n:' + crypto.createHash('sha256').update(nonce).digest().subarray(0, 16).toString('base64url');
    const rememberMs = Math.max(1, sentAt + windowMs - Date.now()) + 1000;
    if (!(await app.kv.setIfAbsent(nonceKey, '1', rememberMs))) throw new HttpError(401, BAD_SIGNATURE);

    const querySysid = (request.query as Record<string, unknown> | undefined)?.sysid;
    if (Number(sysid) !== request.tenant.id || (querySysid !== undefined && Number(querySysid) !== request.tenant.id)) {
      throw new HttpError(403, WRONG_TENANT);
    }
  });
});
