import crypto from 'node:crypto';
import { isPhone } from '../../../common/account-rules.js';
import { passportContract } from '../../../common/passport/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { BizError } from '../../lib/errors.js';
import { verifyHs256 } from '../../lib/jwt-hs256.js';
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

  serve(app, passportContract.sso, async ({ body: { token, appid }, ctx }) => {
    const application = await ctx.db
      .selectFrom('sso_apps')
      .select(['secret', 'enabled'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('appid', '=', appid)
      .executeTakeFirst();
    if (!application || application.enabled !== 1) throw new BizError('未登记的单点登录应用');

    const claims = verifyHs256(token, application.secret);
    const phone = typeof claims?.phone === 'string' ? claims.phone : typeof claims?.sub === 'string' ? claims.sub : '';
    const issuedAt = typeof claims?.iat === 'number' ? claims.iat : 0;
    if (!claims || !isPhone(phone) || Date.now() / 1000 - issuedAt > MAX_LIFETIME_S) throw new BizError(INVALID);

    const once = crypto.createHash('sha256').update(token).digest('base64url');
    if (!(await app.kv.setIfAbsent(`sso:${ctx.tenantId}:${once}`, '1', 2 * MAX_LIFETIME_S * 1000))) {
      throw new BizError(INVALID);
    }

    const known = await users.byPhone(ctx.tenantId, phone);
    if (known && known.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
    const userId = known?.id ?? (await users.create(ctx.tenantId, phone, NO_PASSWORD)) ?? (await users.byPhone(ctx.tenantId, phone))?.id;
    if (!userId) throw new BizError(INVALID);
    return openSession(app, ctx.tenantId, userId);
  });
}
