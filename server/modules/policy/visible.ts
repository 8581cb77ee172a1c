import { isOperator } from '../../../common/roles.js';
import type { Policy } from './tables.js';
import type { RequestCtx } from '../../kit/context.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repo-library.js';

/**
 * A policy as the caller may see it: visitors only published ones of this park (an expired one
 * still opens, marked 已过期, so old links and test records keep working; lists and matching
 * leave it out); operators any. Anything else is "not found", so ids reveal nothing.
 */
export async function visiblePolicy(ctx: RequestCtx, id: number): Promise<Policy> {
  const policy = await repo.policyById(ctx.db, id);
  if (!policy || (policy.state !== 'JOINT' && !isOperator(ctx.user))) throw notFound('政策');
  return policy;
}
