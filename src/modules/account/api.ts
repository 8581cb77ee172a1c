import { DEFAULT_CODE_SEND_TYPE, UUID_COOKIE, UUID_COOKIE_DEFAULT } from '../../../common/constants';
import { SMS_SIGNATURE_CONSTANT } from '../../../common/signature';
import { getCookie } from '../../core/cookies';
import { rsaEncrypt } from '../../core/crypto';
import { request } from '../../core/http';
import type { SignInAnswer } from '../../core/session';

/** The account calls of SPEC §7, as typed functions. All are form-urlencoded POSTs on dpboot. */
const LOGGING_IN = '正在登陆...';
const account = <T>(path: string, body: Record<string, string>) =>
  request<T>(path, { base: 'dpboot', method: 'POST', body, form: true, loading: LOGGING_IN });

export type CodeType = 'regist' | 'login' | 'passChg';

/** The captcha image for this browser's uuid; a new `nonce` makes the browser fetch a fresh one. */
export function captchaUrl(nonce: number): string {
  const uuid = getCookie(UUID_COOKIE) ?? UUID_COOKIE_DEFAULT;
  return `/api/dpboot/passport/captcha?uuid=${encodeURIComponent(uuid)}&t=${nonce}`;
}

export async function loginByPassword(phone: string, password: string, verCode: string) {
  return account<SignInAnswer>('passport/login/pass', { phone, code: await rsaEncrypt(password), verCode });
}

export function loginByCode(phone: string, code: string, verCode: string) {
  return account<SignInAnswer>('passport/login/code', { phone, code, verCode });
}

export async function registerUser(phone: string, code: string, password: string) {
  return account<null>('passport/regist/user', { phone, code, pass: await rsaEncrypt(password) });
}

export async function resetPassword(phone: string, code: string, password: string) {
  return account<null>('passport/regist/passChg', { phone, code, pass: await rsaEncrypt(password) });
}

export async function sendCode(phone: string, verCode: string, type: CodeType = DEFAULT_CODE_SEND_TYPE as CodeType) {
  return request<boolean>(`passport/code/send/${type}`, {
    base: 'dpboot',
    method: 'POST',
    form: true,
    body: { phone, verCode, signature: await rsaEncrypt(SMS_SIGNATURE_CONSTANT) },
    loading: '加载中……',
  });
}

export function ssoLogin(token: string, appid: string) {
  return account<SignInAnswer>('passport/sso/xg', { token, appid });
}
