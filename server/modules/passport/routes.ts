import { passwordProblem } from '../../../common/account-rules.js';
import { passportContract } from '../../../common/passport/contract.js';
import { sessionContract } from '../../../common/passport/contract-session.js';
import type { AppInstance } from '../../app-types.js';
import { pick, serveAll } from '../../kit/serve.js';
import { BizError, HttpError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { rsaDecrypt } from '../../lib/rsa.js';
import { admitLoginAttempt, loginFailed, loginSucceeded } from './login-guard.js';
import { openSession } from './session-answer.js';
import { UsersRepo } from './users-repo.js';

const WRONG_CREDENTIALS = '手机号或密码错误';
const WRONG_SMS_CODE = '短信验证码错误或已过期';

/** The account calls of SPEC §7: login by password or SMS code, registration, reset, refresh, logout. */
export default async function passportRoutes(app: AppInstance) {
  const users = new UsersRepo(app.db);

  /** The new password the client RSA-encrypted; a ciphertext that does not decrypt is a stale page. */
  const decryptPassword = (cipher: string): string => {
    const password = rsaDecrypt(app.rsa, cipher);
    if (password === null) throw new BizError('密码加密已失效，请刷新页面后重试');
    return password;
  };

  const accountCalls = pick(passportContract, ['loginPass', 'loginCode', 'register', 'resetPassword'] as const);
  serveAll(app, accountCalls, {
    loginPass: async ({ body: { phone, code, verCode }, ctx, request }) => {
      await admitLoginAttempt(app, request, phone, verCode);
      // A ciphertext that does not decrypt is a wrong password: same answer, same scrypt work.
      const password = rsaDecrypt(app.rsa, code);
      const user = await users.byPhone(ctx.tenantId, phone);
      if (!(await verifyPassword(password, user?.password_hash)) || !user) {
        await loginFailed(app, ctx.tenantId, phone);
        throw new BizError(WRONG_CREDENTIALS);
      }
      if (user.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      await loginSucceeded(app, ctx.tenantId, phone);
      return openSession(app, ctx.tenantId, user.id);
    },
    loginCode: async ({ body: { phone, code, verCode }, ctx, request }) => {
      await admitLoginAttempt(app, request, phone, verCode);
      if (!(await app.smsCodes.consume(ctx.tenantId, phone, 'login', code))) {
        await loginFailed(app, ctx.tenantId, phone);
        throw new BizError(WRONG_SMS_CODE);
      }
      // Login codes go to registered phones only (others get a notice); the account may be gone since.
      const user = await users.byPhone(ctx.tenantId, phone);
      if (!user) throw new BizError('该手机号未注册');
      if (user.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      await loginSucceeded(app, ctx.tenantId, phone);
      return openSession(app, ctx.tenantId, user.id);
    },
    register: async ({ body: { phone, code, pass }, ctx }) => {
      const password = decryptPassword(pass);
      const problem = passwordProblem(password);
      if (problem) throw new BizError(problem);
      if (await users.byPhone(ctx.tenantId, phone)) throw new BizError('该手机号已注册，请直接登录', 409);
      if (!(await app.smsCodes.consume(ctx.tenantId, phone, 'regist', code))) throw new BizError(WRONG_SMS_CODE);
      const id = await users.create(ctx.tenantId, phone, await hashPassword(password));
      if (id === null) throw new BizError('该手机号已注册，请直接登录', 409);
      return null;
    },
    resetPassword: async ({ body: { phone, code, pass }, ctx }) => {
      const password = decryptPassword(pass);
      const problem = passwordProblem(password);
      if (problem) throw new BizError(problem);
      const user = await users.byPhone(ctx.tenantId, phone);
      if (!user) throw new BizError('该手机号未注册');
      if (!(await app.smsCodes.consume(ctx.tenantId, phone, 'passChg', code))) throw new BizError(WRONG_SMS_CODE);
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
      const { tenantId: _tenant, ...user } = ctx.user;
      return user;
    },
  });
}
