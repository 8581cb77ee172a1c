import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_PERMISSION, type Permission } from '../../common/permissions.js';
import { isOperator } from '../../common/roles.js';
import { HttpError } from '../lib/errors.js';
import { isApiRequest } from './api-routes.js';
import { SessionRepo, type AuthUser } from './session-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRepo;
    /** A route guard: the request must carry a live session of this tenant. */
    requireLogin(request: FastifyRequest): Promise<void>;
    /**
     * A route guard: the request must come from an operator (管委会 or 管理员, SPEC §6) of this tenant
     * whose roles grant the permission.
     */
    requirePermission(permission: Permission): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    bearerToken: string | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  if (!value || !value.startsWith('Bearer ')) return null;
  const token = value.slice(7).trim();
  return token && token !== 'undefined' ? token : null;
}

/** The one place a request's user is decided: a Bearer token naming a live session of this tenant. */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sessions', new SessionRepo(app.db));
    app.decorateRequest('user', null);
    app.decorateRequest('bearerToken', null);

    // Before validation, so the route's guard (server/kit/serve.ts) can refuse a caller first.
    app.addHook('preValidation', async (request) => {
      if (!isApiRequest(request)) return;
      const token = bearer(request);
      request.bearerToken = token;
      request.user = token ? await app.sessions.resolve(request.tenant.id, token) : null;
    });

    app.decorate('requireLogin', async (request: FastifyRequest) => {
      if (!request.user) throw new HttpError(401, '请先登录');
    });
    app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
      if (!request.user) throw new HttpError(401, '请先登录');
      if (!isOperator(request.user)) throw new HttpError(403, '仅园区运营人员可以执行此操作');
      if (!request.user.permissions.includes(permission)) throw new HttpError(403, NO_PERMISSION);
    });
  },
  { name: 'innoweb-session' },
);
