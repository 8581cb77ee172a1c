import type { Envelope } from '../../common/envelope.js';
import { SMS_SIGNATURE_CONSTANT } from '../../common/signature.js';
import { rsaEncryptForTest } from '../lib/rsa.js';
import type { TestApp } from './app.js';
import { parkHost } from './call.js';
import { lastSmsCode } from './sms-outbox.js';
import { buildWorld } from './world.js';

/** Where a call comes from: the park (by its Host), the client's address and its captcha uuid. */
export interface Caller {
  tenant?: 1 | 2;
  ip?: string;
  uuid?: string;
  token?: string;
}

let addressSerial = 0;
/** A client address no earlier call of this test file used, so one test's attempts never meet another's per-address limits. */
export function freshIp(): string {
  const n = ++addressSerial;
  return `10.${String((n >> 16) & 255)}.${String((n >> 8) & 255)}.${String(n & 255)}`;
}

export interface AccountAnswer {
  http: number;
  body: Envelope;
}

/**
 * The account calls of SPEC §7 as the client makes them (signed, form-urlencoded, the password
 * RSA-encrypted), from a chosen park and address. `captcha` is the answer accepted for any image
 * (the test app's captchaTestCode).
 */
export function accountClient(t: TestApp, captcha: string) {
  const encrypt = (text: string) => rsaEncryptForTest(t.rsa.publicKeyPem, text);

  const post = async (url: string, payload: Record<string, string>, from: Caller = {}): Promise<AccountAnswer> => {
    const tenant = from.tenant ?? 1;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dpboot/${url}?sysid=${tenant}`,
      remoteAddress: from.ip ?? '127.0.0.1',
      headers: {
        ...t.sign(tenant, from.token),
        host: parkHost(tenant),
        uuid: from.uuid ?? 'browser-1',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(payload).toString(),
    });
    return { http: response.statusCode, body: response.json<Envelope>() };
  };

  return {
    encrypt,
    post,
    sendCode: (phone: string, type: string, from?: Caller, verCode = captcha) =>
      post(`passport/code/send/${type}`, { phone, verCode, signature: encrypt(SMS_SIGNATURE_CONSTANT) }, from),
    /** `code` is the ciphertext as sent: encrypt(password), or anything that does not decrypt. */
    loginPass: (phone: string, code: string, from?: Caller, verCode = captcha) =>
      post('passport/login/pass', { phone, code, verCode }, from),
    loginCode: (phone: string, code: string, from?: Caller, verCode = captcha) =>
      post('passport/login/code', { phone, code, verCode }, from),
    register: (phone: string, code: string, pass: string, from?: Caller) =>
      post('passport/regist/user', { phone, code, pass }, from),
    resetPassword: (phone: string, code: string, pass: string, from?: Caller) =>
      post('passport/regist/passChg', { phone, code, pass }, from),
    /** The code last sent to the phone for this purpose, as its owner reads it off the SMS. */
    smsCode: (phone: string, type: string) => lastSmsCode(t.config.dataDir, phone, type),
  };
}

export type AccountClient = ReturnType<typeof accountClient>;

/** A world whose captcha answers `captcha`, and an account client on its app (the passport tests' setup). */
export async function accountsWorld(dialect: 'sqlite' | 'postgres', captcha: string): Promise<{ t: TestApp; c: AccountClient }> {
  const { t } = await buildWorld(dialect, { captchaTestCode: captcha });
  return { t, c: accountClient(t, captcha) };
}
