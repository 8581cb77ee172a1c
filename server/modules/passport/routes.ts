import type { FastifyRequest } from 'fastify';
import { passwordProblem } from '../../../common/account-rules.js';
import { passportContract } from '../../../common/passport/contract.js';
import { sessionContract } from '../../../common/passport/session/contract.js';
import type { AppInstance } from '../../app-types.js';
import { pick, serveAll } from '../../kit/serve.js';
import { BizError, HttpError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { rsaDecrypt } from '../../lib/rsa.js';
import type { SmsType } from '../../lib/sms/gateway.js';
import { accountFormCodeAccepted, accountFormCodeRefused, admitAccountForm } from './account-form-guard.js';
import { admitLoginAttempt, loginFailed, loginSucceeded } from './login-guard.js';
import { openSession } from './session-answer.js';
import { UsersRepo } from './users-repo.js';
import { scopedTo } from '../../kit/tenant-scope.js';

const WRONG_CREDENTIALS = '手机号或密码错误';
const WRONG_SMS_CODE = '短信验证码错误或已过期';
/**
 * Registration and reset: a new password that does not decrypt or breaks the rules. The client
 * checks the rules before it encrypts, so only a stale page (an old key) or a forged request sees
 * this; one message for both, so the answer tells nothing about the padding.
 */
const PASSWORD_INVALID = '密码无效或已失效，请刷新页面后重新设置';

/**
 * The account calls of SPEC §7: login by password or SMS code, registration, reset, refresh, logout.
 *
 * No padding oracle (see rsaDecrypt): every call that decrypts a password checks its captcha and
 * limits first, and answers a ciphertext that does not decrypt exactly like a password it refuses.
 * No enumeration: before the SMS code is checked, nothing depends on whether the phone has an
 * account of the park.
 */
export default async function passportRoutes(app: AppInstance) {
  const users = new UsersRepo((tenantId) => scopedTo(app.db, tenantId));

  /** The new password of a registration or reset, once the SMS code has been used up. */
  const newPassword = (cipher: string): string => {
    const password = rsaDecrypt(app.rsa, cipher);
    if (password === null || passwordProblem(password) !== null) throw new BizError(PASSWORD_INVALID);
    return password;
  };

  /** Registration and reset: limits, then the single-use code; a wrong code costs the attempt. */
  const proveCode = async (request: FastifyRequest, phone: string, type: SmsType, code: string) => {
    const tenantId = request.tenant.id;
    await admitAccountForm(app, request, phone);
    if (!(await app.smsCodes.consume(tenantId, phone, type, code))) {
      await accountFormCodeRefused(app, request, phone);
      throw new BizError(WRONG_SMS_CODE);
    }
    await accountFormCodeAccepted(app, request, phone);
  };

  const accountCalls = pick(passportContract, ['loginPass', 'loginCode', 'register', 'resetPassword'] as const);
  serveAll(app, accountCalls, {
    loginPass: async ({ body: { phone, code, verCode }, ctx, request }) => {
      await admitLoginAttempt(app, request, phone, verCode);
      // A ciphertext that does not decrypt is a wrong password: same answer, same scrypt work.
      const password = rsaDecrypt(app.rsa, code);
      const user = await users.byPhone(ctx.tenantId, phone);
      if (!(await verifyPassword(password, user?.password_hash)) || !user) {
        await loginFailed(app, request, phone);
        throw new BizError(WRONG_CREDENTIALS);
      }
      if (user.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      await loginSucceeded(app, request, phone);
      return openSession(app, ctx.tenantId, user.id);
    },
    loginCode: async ({ body: { phone, code, verCode }, ctx, request }) => {
      await admitLoginAttempt(app, request, phone, verCode);
      if (!(await app.smsCodes.consume(ctx.tenantId, phone, 'login', code))) {
        await loginFailed(app, request, phone);
        throw new BizError(WRONG_SMS_CODE);
      }
      // Login codes go to registered phones only (others get a notice); the account may be gone since.
      const user = await users.byPhone(ctx.tenantId, phone);
      if (!user) throw new BizError('该手机号未注册');
      if (user.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      await loginSucceeded(app, request, phone);
      return openSession(app, ctx.tenantId, user.id);
    },
    register: async ({ body: { phone, code, pass }, ctx, request }) => {
      await proveCode(request, phone, 'regist', code);
      const password = newPassword(pass);
      // Registration codes go to new phones only; one registered since is refused here.
      const id = await users.create(ctx.tenantId, phone, await hashPassword(password));
      if (id === null) throw new BizError('该手机号已注册，请直接登录', 409);
      return null;
    },
    resetPassword: async ({ body: { phone, code, pass }, ctx, request }) => {
      await proveCode(request, phone, 'passChg', code);
      const password = newPassword(pass);
      const user = await users.byPhone(ctx.tenantId, phone);
      if (!user) throw new BizError('该手机号未注册');
      await users.setPassword(ctx.tenantId, user.id, await hashPassword(password));
      // A reset password ends every session: whoever knew the old one is logged out.
      await app.sessions.revokeAllForUser(user.id);
      return null;
    },
  });

  serveAll(app, sessionContract, {
    refresh: async ({ ctx, request }) => {
      if (!ctx.user || !request.bearerToken) throw new HttpError(401, '登录已过期，请重新登录');
      const answer = await openSession(app, ctx.tenantId, ctx.user.id);
      await app.sessions.revoke(request.bearerToken);
      return answer;
    },
    logout: async ({ request }) => {
      if (request.bearerToken) await app.sessions.revoke(request.bearerToken);
      return null;
    },
    current: ({ ctx }) => {
      const { tenantId: _tenant, dataScope: _scope, ...user } = ctx.user;
      return user;
    },
  });
}
