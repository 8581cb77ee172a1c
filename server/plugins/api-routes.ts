import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route declared under /api/ (apiRoutesPlugin); never set by hand. */
    api?: boolean;
  }
}

const API_PREFIX = '/api/';

/** Whether a route's declared url is under /api/ (for onRoute hooks, which see declared urls). */
export const isApiUrl = (url: string): boolean => url.startsWith(API_PREFIX);

/**
 * Whether the request was routed to an API route. The tenant, signing and session hooks decide
 * on this, never on request.url: the router also matches '/%61pi/…' and an absolute-form
 * 'http://host/api/…' to an /api/ route, and the hooks must run for every request that reaches one.
 */
export const isApiRequest = (request: FastifyRequest): boolean => request.routeOptions.config.api === true;

/**
 * The path a request's URL names, as the router reads it: without the scheme and host of an
 * absolute-form URL, the query and fragment, and with percent-encodings decoded (the raw path if
 * they are malformed). For requests no route matched, which have no route config to go by.
 */
export function requestPath(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Marks every route declared under /api/ with config.api, whichever plugin registers it. */
export const apiRoutesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (isApiUrl(route.url)) route.config = { ...route.config, api: true };
    });
  },
  { name: 'innoweb-api-routes' },
);
