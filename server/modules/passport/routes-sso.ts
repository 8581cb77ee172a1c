import crypto from 'node:crypto';
import { isPhone } from '../../../common/account-rules.js';
import { passportContract } from '../../../common/passport/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { BizError } from '../../lib/errors.js';
import { tokenIdentity, verifyHs256 } from '../../lib/jwt-hs256.js';
import { openSession } from './session-answer.js';
import { NO_PASSWORD, UsersRepo } from './users-repo.js';
import { scopedTo } from '../../kit/tenant-scope.js';

const INVALID = '单点登录凭证无效或已过期';
/** A token older than this is refused even if its exp says otherwise: SSO tokens are for a hand-over. */
const MAX_LIFETIME_S = 10 * 60;
/** Clock difference allowed between an application and this server (iat ahead, exp behind). */
const SKEW_S = 60;

/**
 * passport/sso/xg {token, appid}: an application registered for this park hands a user over with a
 * short-lived HS256 token naming the user's phone. Each token is accepted once: its identity (jti,
 * else its signed content) is remembered per park and application for as long as it could be
 * accepted, i.e. until its exp or its iat plus the lifetime cap, whichever comes first.
 */
export default async function ssoRoutes(app: AppInstance) {
  const users = new UsersRepo((tenantId) => scopedTo(app.db, tenantId));

  serve(app, passportContract.sso, async ({ body: { token, appid }, ctx }) => {
    const application = await ctx.db
      .selectFrom('sso_apps')
      .select(['secret', 'enabled'])
      .where('appid', '=', appid)
      .executeTakeFirst();
    if (!application || application.enabled !== 1) throw new BizError('未登记的单点登录应用');

    const now = Date.now();
    const claims = verifyHs256(token, application.secret, now, SKEW_S);
    if (!claims) throw new BizError(INVALID);
    const phone = typeof claims.phone === 'string' ? claims.phone : typeof claims.sub === 'string' ? claims.sub : '';
    // verifyHs256 refuses a token without iat or with one more than SKEW_S ahead: the cap holds from it.
    const { iat, exp } = claims;
    const acceptedUntil = Math.min(exp + SKEW_S, iat + MAX_LIFETIME_S) * 1000;
    if (!isPhone(phone) || now > (iat + MAX_LIFETIME_S) * 1000) throw new BizError(INVALID);

    const once = crypto.createHash('sha256').update(JSON.stringify([appid, tokenIdentity(token, claims)])).digest('base64url');
    if (!(await app.kv.setIfAbsent(`sso:${ctx.tenantId}:${once}`, '1', Math.max(1, acceptedUntil - now) + 1000))) {
      throw new BizError(INVALID);
    }

    const known = await users.byPhone(ctx.tenantId, phone);
    if (known && known.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
    const userId = known?.id ?? (await users.create(ctx.tenantId, phone, NO_PASSWORD)) ?? (await users.byPhone(ctx.tenantId, phone))?.id;
    if (!userId) throw new BizError(INVALID);
    return openSession(app, ctx.tenantId, userId);
  });
}
