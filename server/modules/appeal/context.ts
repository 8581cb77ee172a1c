import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { HttpError } from '../../lib/errors.js';
import type { Ctx } from './workflow.js';

/** What the services need of a request; the route's preHandler has already required a login. */
export function ctxOf(app: AppInstance, request: FastifyRequest): Ctx {
  if (!request.user) throw new HttpError(401, '请先登录');
  return { db: app.db, tenantId: request.tenant.id, user: request.user };
}
