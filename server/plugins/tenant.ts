import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../db/schema.js';
import { isApiRequest } from './api-routes.js';
import { hostnameOf, TenantRepo } from './tenant-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRepo;
  }
  interface FastifyRequest {
    /** The tenant of the Host the request came to; set for every request routed to an API route. */
    tenant: Tenant;
  }
}

/** The one place the tenant of a request is decided: by its Host header. */
export const tenantPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tenants', new TenantRepo(app.db));
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request)) return;
      request.tenant = await app.tenants.forHostname(hostnameOf(request.headers.host));
    });
  },
  { name: 'innoweb-tenant' },
);
