import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOperator } from '../../common/roles.js';
import { HttpError } from '../lib/errors.js';
import { isApiRequest } from './api-routes.js';
import { SessionRepo, type AuthUser } from './session-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRepo;
    /** preHandler: the request must carry a live session of this tenant. */
    requireLogin(request: FastifyRequest): Promise<void>;
    /** preHandler: the request must come from an operator (管委会 or 管理员) of this tenant. */
    requireOperator(request: FastifyRequest): Promise<void>;
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
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sessions', new SessionRepo(app.db));
  app.decorateRequest('user', null);
  app.decorateRequest('bearerToken', null);

  app.addHook('preHandler', async (request) => {
    if (!isApiRequest(request)) return;
    const token = bearer(request);
    request.bearerToken = token;
    request.user = token ? await app.sessions.resolve(request.tenant.id, token) : null;
  });

  app.decorate('requireLogin', async (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, '请先登录');
  });
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, '请先登录');
    if (!isOperator(request.user)) throw new HttpError(403, '仅园区运营人员可以执行此操作');
  });
});
