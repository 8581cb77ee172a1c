import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, DOCS_POLICY } from '../lib/content-security-policy.js';

const DOCS_PREFIX = '/api/docs';

/** A year: browsers keep using HTTPS for the host that long after the last HTTPS answer. */
const HSTS = 'max-age=31536000';

/** What every answer carries, whatever answers it: a page, a file, an API envelope, a 404, an error. */
const FIXED = {
  // Nothing may frame the app (the operations centre above all): CSP frame-ancestors for today's
  // browsers, X-Frame-Options for older ones.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Another site never sees a path or query (an SSO link carries its token in the query); the
  // origin alone still goes to the map tile hosts, as it would without this header.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // Nothing of ours is meant to be embedded by another site.
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * Security headers on every answer (issue V4), set when the request arrives so that a hook or
 * handler failing later still answers with them. The page shell replaces the CSP with one that
 * also allows its inline stylesheets by hash (web plugin). HSTS only on an HTTPS request: behind
 * a load balancer that is the forwarded protocol, trusted with TRUST_PROXY.
 *
 * Plain hooks rather than @fastify/helmet: the shell's CSP differs per answer, HSTS depends on the
 * request, and the docs need their own policy — each an override of helmet's defaults — while the
 * headers themselves are a handful of constants.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      setSecurityHeaders(request, reply);
      done();
    });
  },
  { name: 'innoweb-security-headers' },
);

const APP_POLICY = contentSecurityPolicy();

/** The headers of an answer; also for the answers Fastify gives before any hook runs (app.ts). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(FIXED);
  reply.header('content-security-policy', request.url.startsWith(DOCS_PREFIX) ? DOCS_POLICY : APP_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}
