import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '../plugins/api-routes.js';

/** Routes under /api that are not endpoints of a contract: the generated API documentation. */
const OUTSIDE_CONTRACTS = ['/api/docs'];

/**
 * Every API route is an endpoint of a contract (common/<area>/contract.ts), registered through
 * server/kit/serve.ts: a route registered any other way stops the server at start-up, so no
 * request or answer shape can be declared a second time beside the contract.
 */
export const contractGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url) || OUTSIDE_CONTRACTS.some((p) => route.url.startsWith(p))) return;
      if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
      if (!route.config?.endpoint) {
        throw new Error(
          `${String(route.method)} ${route.url} is not registered through its contract (server/kit/serve.ts)`,
        );
      }
    });
  },
  { name: 'innoweb-contract-guard' },
);
