import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { DB, Tenant } from '../db/schema.js';
import type { AuthUser } from '../plugins/session-repo.js';
import { scopedTo } from './tenant-scope.js';

/**
 * What a handler needs of its request, in one object: the database, the request's park and user.
 * Decorated once on every request (after the tenant and session hooks ran), so modules never
 * assemble it themselves.
 */
export interface RequestCtx {
  /** The database scoped to the request's park (tenant-scope.ts): queries see and write its rows only. */
  db: Kysely<DB>;
  dialect: Dialect;
  tenant: Tenant;
  tenantId: number;
  user: AuthUser | null;
}

/** The context of a route that requires a login (access `login` or `operator`). */
export interface UserCtx extends RequestCtx {
  user: AuthUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context; read it in handlers rather than `request.tenant` / `request.user`. */
    readonly ctx: RequestCtx;
  }
}

export const contextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('ctx', {
      getter(this) {
        return {
          db: scopedTo(app.db, this.tenant.id),
          dialect: app.dialect,
          tenant: this.tenant,
          tenantId: this.tenant.id,
          user: this.user,
        };
      },
    });
  },
  { name: 'innoweb-context' },
);
