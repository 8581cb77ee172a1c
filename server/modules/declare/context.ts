import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppInstance } from '../../app-types.js';
import { HttpError } from '../../lib/errors.js';
import { EmptyEnvelope } from '../../lib/schema.js';
import type { Ctx } from './declarations.js';

export const TAGS = ['declare'];
export const BASE = '/api/dpboot/declare';

/** What the services need of a request whose preHandler required a login. */
export function ctxOf(app: AppInstance, request: FastifyRequest): Ctx {
  if (!request.user) throw new HttpError(401, '请先登录');
  return { db: app.db, tenantId: request.tenant.id, user: request.user };
}

/** Documented as binary; the handler streams it (Fastify sends streams unserialised). */
export const XlsxAnswer = {
  200: {
    description: '.xlsx 文件（文件名在 content-disposition 中）；出错时为 JSON 信封',
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String({ format: 'binary' }) },
      'application/json': { schema: EmptyEnvelope },
    },
  },
};
