import type { FastifyRequest } from 'fastify';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import type { Policy } from '../../db/schema-policy.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repo-library.js';

/**
 * A policy as the caller may see it: visitors only published ones of this park (an expired one
 * still opens, marked 已过期, so old links and test records keep working; lists and matching
 * leave it out); operators any. Anything else is "not found", so ids reveal nothing.
 */
export async function visiblePolicy(app: AppInstance, request: FastifyRequest, id: number): Promise<Policy> {
  const policy = await repo.policyById(app.db, request.tenant.id, id);
  if (!policy || (policy.state !== 'JOINT' && !isOperator(request.user))) throw notFound('政策');
  return policy;
}
