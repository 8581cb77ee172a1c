import { Type } from 'typebox';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '../account-rules.js';
import { Empty } from '../contract/atoms.js';
import { defineContract, FILE } from '../contract/endpoint.js';
import { SignedIn } from './session/contract.js';
import { SPEC_STRINGS } from '../spec-strings.js';

/**
 * The account screens' calls of SPEC §7 (dpboot passport/…): login by password or SMS code,
 * registration, password reset, single sign-on, and the proofs they ask for — the image captcha
 * and the SMS code. They send their fields form-urlencoded, as the SPEC has it. Titles become the
 * validation messages. The calls of a running session (refresh, logout, the current user) are in
 * session/contract.ts: the app's start-up code needs those and no more.
 */

const Phone = Type.String({ title: '手机号', pattern: PHONE_PATTERN });
const SmsCode = Type.String({ title: '短信验证码', pattern: SMS_CODE_PATTERN });
const VerCode = Type.String({ title: '图形验证码', minLength: 1, maxLength: 8 });
/** An RSA ciphertext (base64) of the password. */
const Encrypted = (title: string) => Type.String({ title, minLength: 1, maxLength: 1024 });

const RegistBody = Type.Object({ phone: Phone, code: SmsCode, pass: Encrypted('密码') });

const CodeSendBody = Type.Object({
  phone: Phone,
  signature: Type.String({ title: '签名', minLength: 1, maxLength: 1024, description: 'RSA 加密的固定签名串（base64）' }),
  verCode: VerCode,
});

const CODE_SEND_NOTE =
  '请求头 uuid 带图形验证码的 uuid（默认 ghost-uuid）。同一手机号 60 秒内只能发送一次，每日每个手机号、每个 IP 有发送上限；验证码 5 分钟内有效，只能使用一次。';

export const passportContract = defineContract(
  { base: 'dpboot', tag: 'passport', module: '登录与账号' },
  {
    loginPass: {
      method: 'POST',
      path: 'passport/login/pass',
      notLogged: 'nobody is signed in yet; the session it opens is its record',
      access: 'public',
      summary: '密码登录',
      encoding: 'form',
      body: Type.Object({ phone: Phone, code: Encrypted('密码'), verCode: VerCode }),
      answer: SignedIn,
      message: '登录成功',
    },
    loginCode: {
      method: 'POST',
      path: 'passport/login/code',
      notLogged: 'nobody is signed in yet; the session it opens is its record',
      access: 'public',
      summary: '短信验证码登录',
      encoding: 'form',
      body: Type.Object({ phone: Phone, code: SmsCode, verCode: VerCode }),
      answer: SignedIn,
      message: '登录成功',
    },
    register: {
      method: 'POST',
      path: 'passport/regist/user',
      notLogged: 'nobody is signed in yet: the new account is its own record',
      access: 'public',
      summary: '用户注册',
      encoding: 'form',
      body: RegistBody,
      answer: Empty,
      message: SPEC_STRINGS.registered,
    },
    resetPassword: {
      method: 'POST',
      path: 'passport/regist/passChg',
      notLogged: 'nobody is signed in: a password reset proven by an SMS code, recorded on the account',
      access: 'public',
      summary: '重置密码',
      encoding: 'form',
      body: RegistBody,
      answer: Empty,
      message: SPEC_STRINGS.reset,
    },
    sso: {
      method: 'POST',
      path: 'passport/sso/xg',
      notLogged: 'nobody is signed in yet; the session it opens is its record',
      access: 'public',
      summary: '统一认证单点登录',
      description: '本园区登记的应用以短期 HS256 凭证（含手机号）移交用户；每个凭证只能使用一次。',
      encoding: 'form',
      body: Type.Object({
        token: Type.String({ title: '单点登录凭证', minLength: 1, maxLength: 4096 }),
        appid: Type.String({ title: '应用编号', minLength: 1, maxLength: 64 }),
      }),
      answer: SignedIn,
      message: '登录成功',
    },
    captcha: {
      method: 'GET',
      path: 'passport/captcha',
      access: 'public',
      summary: '图形验证码（无需签名）',
      description: '每次请求生成新图片（SVG）并替换该 uuid 之前的答案；答案 5 分钟内有效，校验一次即失效，不区分大小写。',
      query: Type.Object({
        uuid: Type.String({
          title: '验证码标识',
          minLength: 1,
          maxLength: 64,
          pattern: '^[A-Za-z0-9_-]+$',
          description: '客户端的 uuid（Cookie 中的 uuid）；发送短信时在请求头 uuid 中带上同一个值',
        }),
      }),
      answer: FILE,
      // An <img> cannot sign its request.
      unsigned: true,
    },
    sendCode: {
      method: 'POST',
      path: 'passport/code/send/:type',
      notLogged: 'sends an SMS code to an anonymous caller; the code’s own record limits the rate',
      access: 'public',
      summary: '发送短信验证码',
      description: CODE_SEND_NOTE,
      encoding: 'form',
      params: Type.Object({
        type: Type.String({
          title: '验证码类型',
          maxLength: 16,
          description: 'regist（注册）、login（登录）或 passChg（重置密码）',
        }),
      }),
      body: CodeSendBody,
      answer: Type.Boolean(),
      message: SPEC_STRINGS.codeSent,
    },
    sendRegistCode: {
      method: 'POST',
      path: 'passport/code/send',
      notLogged: 'sends an SMS code to an anonymous caller; the code’s own record limits the rate',
      access: 'public',
      summary: '发送注册短信验证码（类型 regist）',
      description: CODE_SEND_NOTE,
      encoding: 'form',
      body: CodeSendBody,
      answer: Type.Boolean(),
      message: SPEC_STRINGS.codeSent,
    },
  },
);

export type { SignInAnswer } from './session/contract.js';
