import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../app-types.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/session-repo.js';

/** What the services need of a request whose preHandler has already required a login. */
export interface Ctx {
  db: Kysely<DB>;
  tenantId: number;
  user: AuthUser;
}

export function ctxOf(app: AppInstance, request: FastifyRequest): Ctx {
  if (!request.user) throw new HttpError(401, '请先登录');
  return { db: app.db, tenantId: request.tenant.id, user: request.user };
}

/** Ids are int4 on PostgreSQL: a larger id is simply not found, not a database error. */
export const MAX_ID = 2_147_483_647;

/** The audit trail's subject type of a policy. */
export const SUBJECT = 'policy';
