import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.js';
import { type AccountAnswer, type AccountClient, accountsWorld, freshIp } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { testPhone } from '../../testing/world.js';

const CAPTCHA = 'T3ST';
const OWNER_PASSWORD = 'Owner2026ok';
const WRONG_CREDENTIALS = { statusCode: 400, message: '手机号或密码错误', data: null };
const PASSWORD_INVALID = { statusCode: 400, message: '密码无效或已失效，请刷新页面后重新设置', data: null };
const WRONG_SMS_CODE = { statusCode: 400, message: '短信验证码错误或已过期', data: null };

/** A refusal as the client sees it: HTTP 200 carrying the envelope. */
const answered = (body: object) => ({ http: 200, body });

/**
 * V1: no padding oracle. Every route that decrypts a password answers a ciphertext that does not
 * decrypt exactly like one that decrypts to a password it refuses, and checks the captcha and its
 * limits before decrypting anything.
 */
describeEachDialect('no padding oracle on the password routes on %s', (dialect) => {
  let t: TestApp;
  let c: AccountClient;
  const owner = testPhone();
  const other = testPhone();

  beforeAll(async () => {
    ({ t, c } = await accountsWorld(dialect, CAPTCHA));
    for (const phone of [owner, other]) {
      const { id } = await insertUser(t.database.db, 1, phone);
      await t.database.db.updateTable('users').set({ password_hash: await hashPassword(OWNER_PASSWORD) }).where('id', '=', id).execute();
    }
  });
  afterAll(() => t.close());

  /** Ciphertexts that do not decrypt, as an attacker modifying a captured one would send them. */
  const undecryptable = () => {
    const captured = Buffer.from(c.encrypt(OWNER_PASSWORD), 'base64');
    const flipped = Buffer.from(captured);
    flipped[flipped.length - 1] = (flipped.at(-1) ?? 0) ^ 0x01;
    const block = crypto.randomBytes(256);
    block[0] = 0;
    return [
      'bm90LXJzYQ==',
      'Park2026ok',
      flipped.toString('base64'),
      block.toString('base64'),
    ];
  };
  /** Ciphertexts that decrypt to something the password rules refuse. */
  const breakingRules = () => ['12345678', 'short1', 'with space 1', 'onlyletters', 'Abc123456789012345678'].map(c.encrypt);

  it('login/pass answers an undecryptable ciphertext exactly like a wrong password', async () => {
    const ip = freshIp();
    const [first, second, ...others] = undecryptable();
    const answers: AccountAnswer[] = [await c.loginPass(owner, c.encrypt('Wrong2026ok'), { ip })];
    for (const cipher of [first, second]) answers.push(await c.loginPass(owner, cipher ?? '', { ip }));
    for (const cipher of others) answers.push(await c.loginPass(other, cipher, { ip }));
    answers.push(await c.loginPass(testPhone(), c.encrypt(OWNER_PASSWORD), { ip }));
    answers.push(await c.loginPass(testPhone(), 'bm90LXJzYQ==', { ip }));
    for (const answer of answers) expect(answer).toEqual(answered(WRONG_CREDENTIALS));
    expect((await c.loginPass(owner, c.encrypt(OWNER_PASSWORD), { ip: freshIp() })).body.statusCode).toBe(200);
  });

  it('login/pass checks the captcha and the address limit before decrypting', async () => {
    const ip = freshIp();
    expect(await c.loginPass(owner, 'bm90LXJzYQ==', { ip }, 'NOPE')).toEqual(
      answered({ statusCode: 400, message: '图形验证码错误或已过期', data: null }),
    );
    let last: AccountAnswer | undefined;
    for (let i = 0; i < 70; i++) last = await c.loginPass(testPhone(), 'bm90LXJzYQ==', { ip }, 'NOPE');
    expect(last?.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^登录尝试过于频繁，请\d+分钟后再试$/) });
    // The captcha is right now, the ciphertext garbage: the limit still answers first.
    expect((await c.loginPass(owner, 'bm90LXJzYQ==', { ip })).body.statusCode).toBe(429);
  });

  /** Registration and reset: a fresh SMS code per attempt, then one ciphertext. */
  const attemptsWith = async (route: 'register' | 'resetPassword', type: string, phones: () => Promise<string>, cipher: string) => {
    const ip = freshIp();
    const phone = await phones();
    expect((await c.sendCode(phone, type, { ip })).body.statusCode).toBe(200);
    const code = c.smsCode(phone, type);
    expect(code).toBeDefined();
    const answer = await c[route](phone, code ?? '', cipher, { ip });
    return { answer, phone, code: code ?? '', ip };
  };

  const routes = [
    { route: 'register' as const, type: 'regist', phone: async () => testPhone() },
    {
      route: 'resetPassword' as const,
      type: 'passChg',
      phone: async () => {
        const phone = testPhone();
        await insertUser(t.database.db, 1, phone);
        return phone;
      },
    },
  ];

  describe.each(routes)('$route', ({ route, type, phone }) => {
    it('answers an undecryptable ciphertext and a password the rules refuse alike', async () => {
      for (const cipher of [...undecryptable(), ...breakingRules()]) {
        const { answer } = await attemptsWith(route, type, phone, cipher);
        expect(answer).toEqual(answered(PASSWORD_INVALID));
      }
    });

    it('uses up the SMS code before decrypting: each query costs a fresh code', async () => {
      const { phone: p, code, ip } = await attemptsWith(route, type, phone, 'bm90LXJzYQ==');
      expect(await c[route](p, code, c.encrypt('Good2026pass'), { ip })).toEqual(answered(WRONG_SMS_CODE));
    });

    it('checks the SMS code before decrypting', async () => {
      const p = await phone();
      const ip = freshIp();
      for (const cipher of [...undecryptable(), c.encrypt('12345678')]) {
        expect(await c[route](p, '000000', cipher, { ip })).toEqual(answered(WRONG_SMS_CODE));
      }
    });

    it('limits attempts per address before decrypting', async () => {
      const ip = freshIp();
      const answers: AccountAnswer[] = [];
      for (let i = 0; i < 40; i++) answers.push(await c[route](testPhone(), '000000', 'bm90LXJzYQ==', { ip }));
      expect(answers.at(-1)?.body).toMatchObject({
        statusCode: 429,
        message: expect.stringMatching(/^操作过于频繁，请\d+分钟后再试$/),
      });
      // Another address is not affected.
      expect(await c[route](testPhone(), '000000', 'bm90LXJzYQ==', { ip: freshIp() })).toEqual(answered(WRONG_SMS_CODE));
    });
  });
});
