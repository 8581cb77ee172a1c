import { passwordProblem } from '../../../common/account-rules.js';
import type { AppInstance } from '../../app-types.js';
import { BizError, HttpError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { rsaDecrypt } from '../../lib/rsa.js';
import { EmptyEnvelope } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { checkCaptcha, clearLoginAttempts, guardLoginAttempt } from './login-guard.js';
import { CurrentUserAnswer, LoginAnswer, LoginCodeBody, LoginPassBody, RegistBody } from './schema.js';
import { openSession } from './session-answer.js';
import { UsersRepo } from './users-repo.js';

const WRONG_CREDENTIALS = '手机号或密码错误';
const WRONG_SMS_CODE = '短信验证码错误或已过期';

/** The account calls of SPEC §7: login by password or SMS code, registration, reset, refresh, logout. */
export default async function passportRoutes(app: AppInstance) {
  const users = new UsersRepo(app.db);

  /** The password the client RSA-encrypted; a ciphertext that does not decrypt is a stale page. */
  const decryptPassword = (cipher: string): string => {
    const password = rsaDecrypt(app.rsa, cipher);
    if (password === null) throw new BizError('密码加密已失效，请刷新页面后重试');
    return password;
  };

  app.post(
    '/api/dpboot/passport/login/pass',
    { schema: { tags: ['passport'], summary: '密码登录', body: LoginPassBody, response: { 200: LoginAnswer } } },
    async (request) => {
      const { phone, code, verCode } = request.body;
      await guardLoginAttempt(app, request, phone);
      await checkCaptcha(app, request, verCode);
      const password = decryptPassword(code);
      const user = await users.byPhone(request.tenant.id, phone);
      if (!user || !(await verifyPassword(password, user.password_hash))) throw new BizError(WRONG_CREDENTIALS);
      if (user.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      await clearLoginAttempts(app, request.tenant.id, phone);
      return ok(await openSession(app, request.tenant.id, user.id), '登录成功');
    },
  );

  app.post(
    '/api/dpboot/passport/login/code',
    { schema: { tags: ['passport'], summary: '短信验证码登录', body: LoginCodeBody, response: { 200: LoginAnswer } } },
    async (request) => {
      const { phone, code, verCode } = request.body;
      await guardLoginAttempt(app, request, phone);
      await checkCaptcha(app, request, verCode);
      if (!(await app.smsCodes.consume(request.tenant.id, phone, 'login', code))) throw new BizError(WRONG_SMS_CODE);
      const user = await users.byPhone(request.tenant.id, phone);
      if (!user) throw new BizError('该手机号未注册');
      if (user.status !== 'ACTIVE') throw new BizError('账号已停用，请联系园区管理员');
      await clearLoginAttempts(app, request.tenant.id, phone);
      return ok(await openSession(app, request.tenant.id, user.id), '登录成功');
    },
  );

  app.post(
    '/api/dpboot/passport/regist/user',
    { schema: { tags: ['passport'], summary: '用户注册', body: RegistBody, response: { 200: EmptyEnvelope } } },
    async (request) => {
      const { phone, code, pass } = request.body;
      const password = decryptPassword(pass);
      const problem = passwordProblem(password);
      if (problem) throw new BizError(problem);
      if (await users.byPhone(request.tenant.id, phone)) throw new BizError('该手机号已注册，请直接登录', 409);
      if (!(await app.smsCodes.consume(request.tenant.id, phone, 'regist', code))) throw new BizError(WRONG_SMS_CODE);
      const id = await users.create(request.tenant.id, phone, await hashPassword(password));
      if (id === null) throw new BizError('该手机号已注册，请直接登录', 409);
      return ok(null, '注册成功，请前往登录！');
    },
  );

  app.post(
    '/api/dpboot/passport/regist/passChg',
    { schema: { tags: ['passport'], summary: '重置密码', body: RegistBody, response: { 200: EmptyEnvelope } } },
    async (request) => {
      const { phone, code, pass } = request.body;
      const password = decryptPassword(pass);
      const problem = passwordProblem(password);
      if (problem) throw new BizError(problem);
      const user = await users.byPhone(request.tenant.id, phone);
      if (!user) throw new BizError('该手机号未注册');
      if (!(await app.smsCodes.consume(request.tenant.id, phone, 'passChg', code))) throw new BizError(WRONG_SMS_CODE);
      await users.setPassword(request.tenant.id, user.id, await hashPassword(password));
      // A reset password ends every session: whoever knew the old one is logged out.
      await app.sessions.revokeAllForUser(user.id);
      return ok(null, '重置成功，请前往登录！');
    },
  );

  app.post(
    '/api/dpboot/user/token/refresh',
    { schema: { tags: ['passport'], summary: '刷新登录凭证', response: { 200: LoginAnswer } } },
    async (request) => {
      if (!request.user || !request.bearerToken) throw new HttpError(401, '登录已过期，请重新登录');
      const answer = await openSession(app, request.tenant.id, request.user.id);
      await app.sessions.revoke(request.bearerToken);
      return ok(answer);
    },
  );

  app.post(
    '/api/dpboot/passport/logout',
    { schema: { tags: ['passport'], summary: '退出登录（吊销当前凭证）', response: { 200: EmptyEnvelope } } },
    async (request) => {
      if (request.bearerToken) await app.sessions.revoke(request.bearerToken);
      return ok(null, '已退出登录');
    },
  );

  app.get(
    '/api/dpboot/user/current',
    { preHandler: app.requireLogin, schema: { tags: ['passport'], summary: '当前登录用户', response: { 200: CurrentUserAnswer } } },
    async (request) => {
      const { tenantId: _tenant, ...user } = request.user!;
      return ok(user);
    },
  );
}
