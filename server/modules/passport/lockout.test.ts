import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.js';
import { type AccountClient, accountsWorld, freshIp } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { testPhone } from '../../testing/world.js';

const CAPTCHA = 'T3ST';
const PASSWORD = 'Owner2026ok';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * V3: failed logins slow an address down for a phone but never lock its owner out. Only attempts
 * that got the captcha right count against the phone; the per-address limit stays. (The captcha
 * test code solves every image, so the harder images are tested in throttle.test.ts.)
 */
describeEachDialect('login throttling on %s', (dialect) => {
  let t: TestApp;
  let c: AccountClient;

  beforeAll(async () => {
    ({ t, c } = await accountsWorld(dialect, CAPTCHA));
  });
  afterAll(() => t.close());

  const owner = async () => {
    const phone = testPhone();
    const { id } = await insertUser(t.database.db, 1, phone);
    await t.database.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', id).execute();
    return phone;
  };

  it('lets the owner log in by password after an attacker’s wrong-captcha attempts', async () => {
    const phone = await owner();
    const attacker = freshIp();
    for (let i = 0; i < 15; i++) {
      const answer = await c.loginPass(phone, c.encrypt('Guess2026ok'), { ip: attacker, uuid: 'attacker' }, 'NOPE');
      expect(answer.body.message).toBe('图形验证码错误或已过期');
    }
    const login = await c.loginPass(phone, c.encrypt(PASSWORD), { ip: freshIp() });
    expect(login.body).toMatchObject({ statusCode: 200, data: { user: { phone } } });
  });

  it('lets the owner log in by SMS code after an attacker’s wrong-captcha attempts', async () => {
    const phone = await owner();
    const attacker = freshIp();
    for (let i = 0; i < 15; i++) {
      const answer = await c.loginCode(phone, '000000', { ip: attacker, uuid: 'attacker' }, 'NOPE');
      expect(answer.body.message).toBe('图形验证码错误或已过期');
    }
    const ip = freshIp();
    expect((await c.sendCode(phone, 'login', { ip })).body.statusCode).toBe(200);
    const login = await c.loginCode(phone, c.smsCode(phone, 'login') ?? '', { ip });
    expect(login.body).toMatchObject({ statusCode: 200, data: { user: { phone } } });
  });

  it('after five failures makes each further attempt from that address wait a growing delay; the owner elsewhere does not', async () => {
    const phone = await owner();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await c.loginPass(phone, c.encrypt('Guess2026ok'), { ip: attacker })).body.message).toBe('手机号或密码错误');
    }
    // The sixth attempt from that address comes too soon, even with the right password.
    const tooSoon = await c.loginPass(phone, c.encrypt(PASSWORD), { ip: attacker });
    expect(tooSoon.body).toEqual({ statusCode: 429, message: '登录尝试过于频繁，请1秒后再试', data: null });

    await sleep(1_100);
    expect((await c.loginPass(phone, c.encrypt('Guess2026ok'), { ip: attacker })).body.message).toBe('手机号或密码错误');
    const next = await c.loginPass(phone, c.encrypt(PASSWORD), { ip: attacker });
    expect(next.body).toEqual({ statusCode: 429, message: '登录尝试过于频繁，请2秒后再试', data: null });

    // The owner at another address logs in at once (throttle.test.ts: with the harder image it then needs).
    const login = await c.loginPass(phone, c.encrypt(PASSWORD), { ip: freshIp() });
    expect(login.body).toMatchObject({ statusCode: 200, data: { user: { phone } } });
    // A success from that address forgets its failures: the next wrong password is answered as such.
    await sleep(2_100);
    expect((await c.loginPass(phone, c.encrypt(PASSWORD), { ip: attacker })).body.statusCode).toBe(200);
    expect((await c.loginPass(phone, c.encrypt('Guess2026ok'), { ip: attacker })).body.message).toBe('手机号或密码错误');
  });

  it('counts failed SMS-code logins against the same phone', async () => {
    const phone = await owner();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await c.loginCode(phone, '000000', { ip })).body.message).toBe('短信验证码错误或已过期');
    }
    expect((await c.loginPass(phone, c.encrypt(PASSWORD), { ip })).body).toMatchObject({ statusCode: 429 });
  });

  it('still limits one address’s failures, whatever phones it tries', async () => {
    const ip = freshIp();
    let last = '';
    for (let i = 0; i < 61; i++) last = (await c.loginPass(testPhone(), 'x', { ip }, 'NOPE')).body.message;
    expect(last).toMatch(/^登录尝试过于频繁，请\d+分钟后再试$/);
    // The phones it tried are not held against their owners.
    expect((await c.loginPass(await owner(), c.encrypt(PASSWORD), { ip: freshIp() })).body.statusCode).toBe(200);
  });

  it('never refuses an address its correct logins (a park office behind one NAT address)', async () => {
    const ip = freshIp();
    const phone = await owner();
    for (let i = 0; i < 70; i++) {
      expect((await c.loginPass(phone, c.encrypt(PASSWORD), { ip })).body.statusCode).toBe(200);
    }
    // Wrong passwords from that address count: 60 are answered as such, then the address waits.
    const answers: string[] = [];
    for (let i = 0; i < 61; i++) answers.push((await c.loginPass(testPhone(), c.encrypt('Guess2026ok'), { ip })).body.message);
    expect(answers.slice(0, 60).every((m) => m === '手机号或密码错误')).toBe(true);
    expect(answers[60]).toMatch(/^登录尝试过于频繁，请\d+分钟后再试$/);
    expect((await c.loginPass(phone, c.encrypt(PASSWORD), { ip })).body.statusCode).toBe(429);
  });

  it.each(['register', 'resetPassword'] as const)(
    '%s: wrong SMS codes slow that address down for the phone, never the phone’s holder elsewhere',
    async (route) => {
      // The phone's holder registers it, or resets the password of its account.
      const phone = route === 'register' ? testPhone() : await owner();
      const type = route === 'register' ? 'regist' : 'passChg';
      const attacker = freshIp();
      for (let i = 0; i < 5; i++) {
        const answer = await c[route](phone, '000000', c.encrypt('Guess2026ok'), { ip: attacker });
        expect(answer.body.message).toBe('短信验证码错误或已过期');
      }
      const tooSoon = await c[route](phone, '000000', c.encrypt('Guess2026ok'), { ip: attacker });
      expect(tooSoon.body).toEqual({ statusCode: 429, message: '操作过于频繁，请1秒后再试', data: null });

      // The holder, at another address, is not made to wait.
      const ip = freshIp();
      expect((await c.sendCode(phone, type, { ip })).body.statusCode).toBe(200);
      const answer = await c[route](phone, c.smsCode(phone, type) ?? '', c.encrypt('Fresh2026ok'), { ip });
      expect(answer.body.statusCode).toBe(200);
      // The attacker's address still waits.
      expect((await c[route](phone, '000000', c.encrypt('Guess2026ok'), { ip: attacker })).body.statusCode).toBe(429);
    },
  );
});
