import type { FastifyInstance } from 'fastify';
import type { SignInAnswer } from '../../../common/passport/session/contract.js';
import { BizError } from '../../lib/errors.js';

/** Opens a session for a user and answers what login, SSO and refresh answer: token and user. */
export async function openSession(
  app: FastifyInstance,
  tenantId: number,
  userId: number,
): Promise<SignInAnswer> {
  const found = await app.sessions.userById(tenantId, userId);
  if (!found) throw new BizError('账号不存在');
  const token = await app.sessions.create(tenantId, userId);
  const { tenantId: _tenant, dataScope: _scope, ...user } = found;
  return { token, user };
}
