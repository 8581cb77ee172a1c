import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccountClient, accountsWorld, freshIp } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { lastSms } from '../../testing/sms-outbox.js';
import { testPhone } from '../../testing/world.js';

const CAPTCHA = 'T3ST';

/**
 * V6: nobody learns from the API whether a phone is registered in the park before proving they
 * hold it. Sending a code answers alike (the SMS itself tells the phone's owner), and registration
 * and reset answer alike until the SMS code has been checked.
 */
describeEachDialect('no account enumeration on %s', (dialect) => {
  let t: TestApp;
  let c: AccountClient;

  beforeAll(async () => {
    ({ t, c } = await accountsWorld(dialect, CAPTCHA));
  });
  afterAll(() => t.close());

  const registered = async () => {
    const phone = testPhone();
    await insertUser(t.database.db, 1, phone);
    return phone;
  };

  it.each(['regist', 'login', 'passChg'])('answers a %s code request alike for registered and new phones', async (type) => {
    const known = await registered();
    const unknown = testPhone();
    const ip = freshIp();
    const sent = await c.sendCode(known, type, { ip });
    expect(sent).toEqual({ http: 200, body: { statusCode: 200, message: '验证码发送成功！', data: true } });
    expect(await c.sendCode(unknown, type, { ip })).toEqual(sent);
    // The throttle answers alike too (the seconds left may differ by the milliseconds between the calls).
    const throttled = {
      http: 200,
      body: { statusCode: 429, message: expect.stringMatching(/^发送过于频繁，请(60|59)秒后再试$/), data: null },
    };
    expect(await c.sendCode(known, type, { ip })).toEqual(throttled);
    expect(await c.sendCode(unknown, type, { ip })).toEqual(throttled);

    // The SMS says what applies to the phone: a code where the purpose fits, a notice where not.
    const [fits, doesNot] = type === 'regist' ? [unknown, known] : [known, unknown];
    expect(lastSms(t.config.dataDir, fits)).toMatchObject({ type, code: expect.stringMatching(/^\d{6}$/) });
    const notice = lastSms(t.config.dataDir, doesNot);
    expect(notice).toMatchObject({ type, notice: type === 'regist' ? 'registered' : 'unregistered' });
    expect(notice).not.toHaveProperty('code');
    expect(notice?.text).toMatch(type === 'regist' ? /已注册/ : /尚未注册/);
  });

  it('answers registration alike for registered and new phones until the SMS code is checked', async () => {
    const ip = freshIp();
    const pass = c.encrypt('Good2026pass');
    const known = await c.register(await registered(), '123456', pass, { ip });
    const unknown = await c.register(testPhone(), '123456', pass, { ip });
    expect(known).toEqual({ http: 200, body: { statusCode: 400, message: '短信验证码错误或已过期', data: null } });
    expect(unknown).toEqual(known);
    // A registered phone that asked for a registration code got a notice, so it has no code to give.
    const phone = await registered();
    await c.sendCode(phone, 'regist', { ip });
    expect(await c.register(phone, lastSms(t.config.dataDir, phone)?.code ?? '123456', pass, { ip })).toEqual(known);
  });

  it('answers a password reset alike for registered and unknown phones until the SMS code is checked', async () => {
    const ip = freshIp();
    const pass = c.encrypt('Good2026pass');
    const known = await c.resetPassword(await registered(), '123456', pass, { ip });
    const unknown = await c.resetPassword(testPhone(), '123456', pass, { ip });
    expect(known).toEqual({ http: 200, body: { statusCode: 400, message: '短信验证码错误或已过期', data: null } });
    expect(unknown).toEqual(known);
    const garbage = [
      await c.resetPassword(await registered(), '123456', 'bm90LXJzYQ==', { ip }),
      await c.resetPassword(testPhone(), '123456', 'bm90LXJzYQ==', { ip }),
    ];
    expect(garbage[0]).toEqual(known);
    expect(garbage[1]).toEqual(known);
  });

  it('registers a new phone and resets a registered one with the codes their SMS carried', async () => {
    const ip = freshIp();
    const fresh = testPhone();
    await c.sendCode(fresh, 'regist', { ip });
    const code = c.smsCode(fresh, 'regist') ?? '';
    expect((await c.register(fresh, code, c.encrypt('Good2026pass'), { ip })).body).toMatchObject({ statusCode: 200 });

    const known = await registered();
    await c.sendCode(known, 'passChg', { ip });
    const resetCode = c.smsCode(known, 'passChg') ?? '';
    expect((await c.resetPassword(known, resetCode, c.encrypt('Good2026pass'), { ip })).body).toMatchObject({ statusCode: 200 });
  });
});
