import crypto from 'node:crypto';
import type { AppInstance } from '../../app-types.js';
import { isPhone } from '../../../common/account-rules.js';
import { BizError } from '../../lib/errors.js';
import { verifyHs256 } from '../../lib/jwt-hs256.js';
import { ok } from '../../plugins/envelope.js';
import { LoginAnswer, SsoBody } from './schema.js';
import { openSession } from './session-answer.js';
import { NO_PASSWORD, UsersRepo } from './users-repo.js';

const INVALID = '单点登录凭证无效或已过期';
/** A token older than this is refused even if its exp says otherwise: SSO tokens are for a hand-over. */
const MAX_LIFETIME_S = 10 * 60;

/**
 * passport/sso/xg {token, appid}: an application registered for this park hands a user over with a
 * short-lived HS256 token naming the user's phone. Each token is accepted once.
 */
export default async function ssoRoutes(app: AppInstance) {
  const users = new UsersRepo(app.db);

  app.post(
    '/api/dpboot/passport/sso/xg',
    { schema: { tags: ['passport'], summary: '统一认证单点登录', body: SsoBody, response: { 200: LoginAnswer } } },
    async (request) => {
      const { token, appid } = request.body;
      const application = await app.db
        .selectFrom('sso_apps')
        .select(['secret', 'enabled'])
        .where('tenant_id', '=', request.tenant.id)
        .where('appid', '=', appid)
        .executeTakeFirst();
      if (!application || application.enabled !== 1) throw new BizError('未登记的单点登录应用');

      const claims = verifyHs256(token, application.secret);
      const phone = typeof claims?.phone === 'string' ? claims.phone : typeof claims?.sub === 'string' ? claims.sub : '';
      const issuedAt = typeof claims?.iat === 'number' ? claims.iat : 0;
      if (!claims || !isPhone(phone) || Date.now() / 1000 - issuedAt > MAX_LIFETIME_S) throw new BizError(INVALID);

      const once = crypto.createHash('sha256').update(token).digest('base64url');
      if (!(await app.kv.setIfAbsent(`sso:${request.tenant.id}:${once}`, '1', 2 * MAX_LIFETIME_S * 1000))) {
        throw new BizError(INVALID);
      }

      const known = await users.byPhone(request.tenant.id, phone);
      if (known && known.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      const userId = known?.id ?? (await users.create(request.tenant.id, phone, NO_PASSWORD)) ?? (await users.byPhone(request.tenant.id, phone))?.id;
      if (!userId) throw new BizError(INVALID);
      return ok(await openSession(app, request.tenant.id, userId), '登录成功');
    },
  );
}
