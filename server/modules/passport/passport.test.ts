import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMS_SIGNATURE_CONSTANT } from '../../../common/signature.js';
import { hashPassword } from '../../lib/password.js';
import { rsaEncryptForTest } from '../../lib/rsa.js';
import type { TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { lastSmsCode } from '../../testing/sms-outbox.js';
import { buildWorld } from '../../testing/world.js';

const CAPTCHA = 'T3ST';

describeEachDialect('passport on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await buildWorld(dialect, { captchaTestCode: CAPTCHA }));
    const { id } = await insertUser(t.database.db, 1, '13800000003');
    await t.database.db.updateTable('users').set({ password_hash: await hashPassword('Demo@123456') }).where('id', '=', id).execute();
  });
  afterAll(() => t.close());

  const enc = (text: string) => rsaEncryptForTest(t.rsa.publicKeyPem, text);
  const post = (url: string, payload: Record<string, string>, options: { tenant?: 1 | 2; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/dpboot/${url}`,
      headers: {
        ...t.sign(options.tenant ?? 1, options.token),
        host: options.tenant === 2 ? 'demo2.localhost' : 'localhost',
        uuid: 'browser-1',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(payload).toString(),
    });
  const sendCode = (phone: string, type: string) =>
    post(`passport/code/send/${type}`, { phone, verCode: CAPTCHA, signature: enc(SMS_SIGNATURE_CONSTANT) });
  const loginPass = (phone: string, password: string, tenant: 1 | 2 = 1) =>
    post('passport/login/pass', { phone, code: enc(password), verCode: CAPTCHA }, { tenant });

  it('logs in with an encrypted password and answers token and user', async () => {
    const response = await loginPass('13800000003', 'Demo@123456');
    expect(response.json()).toMatchObject({
      statusCode: 200,
      data: { token: expect.any(String), user: { phone: '13800000003', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null } },
    });
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    expect((await loginPass('13800000003', 'Wrong@1234')).json()).toMatchObject({ statusCode: 400, message: '手机号或密码错误' });
    expect((await loginPass('13999999999', 'Demo@123456')).json()).toMatchObject({ statusCode: 400, message: '手机号或密码错误' });
  });

  it('refuses a wrong captcha, and a password not encrypted with the key as a wrong password', async () => {
    const wrongCaptcha = await post('passport/login/pass', { phone: '13800000003', code: enc('Demo@123456'), verCode: 'NOPE' });
    expect(wrongCaptcha.json().message).toBe('图形验证码错误或已过期');
    const plain = await post('passport/login/pass', { phone: '13800000003', code: 'Demo@123456', verCode: CAPTCHA });
    expect(plain.json()).toMatchObject({ statusCode: 400, message: '手机号或密码错误' });
  });

  it('does not log the same credentials in on the other park', async () => {
    expect((await loginPass('13800000003', 'Demo@123456', 2)).json().message).toBe('手机号或密码错误');
  });

  it('registers with an SMS code, then logs in by password and by SMS code', async () => {
    const phone = '13700000001';
    expect((await sendCode(phone, 'regist')).json()).toMatchObject({ statusCode: 200, message: '验证码发送成功！' });
    const code = lastSmsCode(t.config.dataDir, phone, 'regist')!;
    const registered = await post('passport/regist/user', { phone, code, pass: enc('Park2026ok') });
    expect(registered.json()).toEqual({ statusCode: 200, message: '注册成功，请前往登录！', data: null });
    // The code was used up: registering again is refused before anything else is looked at.
    const again = await post('passport/regist/user', { phone, code, pass: enc('Park2026ok') });
    expect(again.json()).toMatchObject({ statusCode: 400, message: '短信验证码错误或已过期' });

    expect((await loginPass(phone, 'Park2026ok')).json().statusCode).toBe(200);

    const tooSoon = await sendCode(phone, 'login');
    expect(tooSoon.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^发送过于频繁，请\d+秒后再试$/) });
    // Stand-in for the 60 seconds passing: the interval lives in the shared store under this key.
    await t.app.kv.delete(`sms:1:last:${phone}`);
    expect((await sendCode(phone, 'login')).json().statusCode).toBe(200);
    const loginCode = lastSmsCode(t.config.dataDir, phone, 'login')!;
    const byCode = await post('passport/login/code', { phone, code: loginCode, verCode: CAPTCHA });
    expect(byCode.json()).toMatchObject({ statusCode: 200, data: { user: { phone } } });
    const reused = await post('passport/login/code', { phone, code: loginCode, verCode: CAPTCHA });
    expect(reused.json().message).toBe('短信验证码错误或已过期');
  });

  it('refuses a weak password at registration and keeps no account', async () => {
    const phone = '13700000002';
    await sendCode(phone, 'regist');
    const code = lastSmsCode(t.config.dataDir, phone, 'regist')!;
    const weak = await post('passport/regist/user', { phone, code, pass: enc('12345678') });
    expect(weak.json()).toMatchObject({ statusCode: 400, message: '密码无效或已失效，请刷新页面后重新设置' });
    const row = await t.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('resets a password with an SMS code and ends every session of the account', async () => {
    const phone = '13700000003';
    const { token } = await insertUser(t.database.db, 1, phone);
    await sendCode(phone, 'passChg');
    const code = lastSmsCode(t.config.dataDir, phone, 'passChg')!;
    const reset = await post('passport/regist/passChg', { phone, code, pass: enc('NewPass2026') });
    expect(reset.json()).toEqual({ statusCode: 200, message: '重置成功，请前往登录！', data: null });
    const current = await t.app.inject({ url: '/api/dpboot/user/current', headers: t.sign(1, token) });
    expect(current.statusCode).toBe(401);
    expect((await loginPass(phone, 'NewPass2026')).json().statusCode).toBe(200);
  });

  it('refreshes a token (the old one stops working) and logs out (the token is revoked)', async () => {
    const { token } = (await loginPass('13800000003', 'Demo@123456')).json().data as { token: string };
    const refreshed = await post('user/token/refresh', {}, { token });
    const next = refreshed.json().data.token as string;
    expect(next).not.toBe(token);
    expect((await post('user/token/refresh', {}, { token })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/dpboot/user/current', headers: t.sign(1, next) })).json().data.phone).toBe('13800000003');
    await post('passport/logout', {}, { token: next });
    expect((await t.app.inject({ url: '/api/dpboot/user/current', headers: t.sign(1, next) })).statusCode).toBe(401);
  });

  it('slows login attempts per phone down after five failures', async () => {
    const phone = '13700000009';
    let last = '';
    for (let i = 0; i < 6; i++) last = (await loginPass(phone, 'Wrong@1234')).json().message as string;
    expect(last).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
  });
});
