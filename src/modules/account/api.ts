import { DEFAULT_CODE_SEND_TYPE, UUID_COOKIE, UUID_COOKIE_DEFAULT } from '@common/constants';
import { passportContract as c } from '@common/passport/contract';
import { settingContract } from '@common/setting/contract';
import { SMS_SIGNATURE_CONSTANT } from '@common/signature';
import { getCookie } from '@/core/cookies';
import { rsaEncrypt } from '@/core/crypto';
import { defineAction, defineQuery } from '@/ui/resource';
import { SPEC_STRINGS } from '@common/spec-strings';

/** The account calls of SPEC §7 (common/passport/contract.ts): form-urlencoded POSTs on dpboot. */
const LOGGING_IN = SPEC_STRINGS.loggingIn;

const loginPass = defineAction(c.loginPass, { loading: LOGGING_IN });
const loginCode = defineAction(c.loginCode, { loading: LOGGING_IN });
const register = defineAction(c.register, { loading: LOGGING_IN });
const resetPass = defineAction(c.resetPassword, { loading: LOGGING_IN });
const sso = defineAction(c.sso, { loading: LOGGING_IN });
const send = defineAction(c.sendCode);

export type CodeType = 'regist' | 'login' | 'passChg';

/** The captcha image for this browser's uuid; a new `nonce` makes the browser fetch a fresh one. */
export function captchaUrl(nonce: number): string {
  const uuid = getCookie(UUID_COOKIE) ?? UUID_COOKIE_DEFAULT;
  return `${c.captcha.url}?uuid=${encodeURIComponent(uuid)}&t=${nonce}`;
}

export async function loginByPassword(phone: string, password: string, verCode: string) {
  return loginPass({ phone, code: await rsaEncrypt(password), verCode });
}

export function loginByCode(phone: string, code: string, verCode: string) {
  return loginCode({ phone, code, verCode });
}

export async function registerUser(phone: string, code: string, password: string) {
  return register({ phone, code, pass: await rsaEncrypt(password) });
}

export async function resetPassword(phone: string, code: string, password: string) {
  return resetPass({ phone, code, pass: await rsaEncrypt(password) });
}

export async function sendCode(phone: string, verCode: string, type: CodeType = DEFAULT_CODE_SEND_TYPE as CodeType) {
  return send({ type, phone, verCode, signature: await rsaEncrypt(SMS_SIGNATURE_CONSTANT) });
}

export function ssoLogin(token: string, appid: string) {
  return sso({ token, appid });
}

/** The park's user agreement and privacy policy, shown at registration (/op/setting/agreements). */
export const parkAgreements = defineQuery(settingContract.publicAgreements);
