import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaKey } from '../../lib/captcha.js';
import { hashPassword } from '../../lib/password.js';
import { type AccountClient, accountClient, freshIp } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/app.js';
import { dialectAvailable, type TestDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { storeAvailable, type TestStoreKind, useTestStore } from '../../testing/stores.js';
import { buildWorld, testPhone } from '../../testing/world.js';
import { HARDER_CAPTCHA } from './login-guard.js';

const PASSWORD = 'Owner2026ok';
const WRONG = '手机号或密码错误';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Login throttling against someone who wants to keep the owner out, with real captcha images
 * solved as a person (or a solver) would: the delay after failures belongs to the address and
 * phone together, and failures for a phone from anywhere make its captcha harder instead of
 * locking it. On the memory store and on Redis, which several server processes share.
 */
/** The store is what matters here: both databases on process memory, and Redis once. */
const SETUPS: ReadonlyArray<[TestDialect, TestStoreKind]> = [
  ['sqlite', 'memory'],
  ['postgres', 'memory'],
  ['sqlite', 'redis'],
];

for (const [dialect, kind] of SETUPS) {
  describe.skipIf(!dialectAvailable(dialect) || !storeAvailable(kind))(
    `login throttling against lockout on ${dialect}, ${kind} store`,
    () => {
      const kv = useTestStore(kind, 'throttle');
      let t: TestApp;
      let c: AccountClient;

      beforeAll(async () => {
        ({ t } = await buildWorld(dialect, {}, kv));
        c = accountClient(t, 'unused');
      });
      afterAll(() => t.close());

      let browsers = 0;
      /** A browser at an address: each login first draws a captcha image for its uuid and reads it. */
      const browser = (ip = freshIp()) => {
        const uuid = `browser-${String(++browsers)}`;
        const solve = async () => {
          await t.app.captcha.issue(uuid);
          return (await t.app.kv.get(captchaKey(uuid))) ?? '';
        };
        return {
          ip,
          /** The length of the next image's answer: how hard the image is. */
          nextImageLength: async () => (await solve()).length,
          login: async (phone: string, password: string) =>
            (await c.loginPass(phone, c.encrypt(password), { ip, uuid }, await solve())).body,
        };
      };

      const owner = async () => {
        const phone = testPhone();
        const { id } = await insertUser(t.database.db, 1, phone);
        await t.database.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(PASSWORD) })
          .where('id', '=', id)
          .execute();
        return phone;
      };

      it('lets the owner log in from another address while an attacker takes every opening of its own delay', async () => {
        const phone = await owner();
        const attacker = browser();
        for (let i = 0; i < 5; i++) expect((await attacker.login(phone, 'Guess2026ok')).message).toBe(WRONG);
        // Five failures for the phone: a harder image from now on, and the attacker's address waits.
        expect((await attacker.login(phone, 'Guess2026ok')).message).toBe(HARDER_CAPTCHA);
        expect(await attacker.nextImageLength()).toBe(5);
        expect((await attacker.login(phone, 'Guess2026ok')).message).toBe('登录尝试过于频繁，请1秒后再试');
        await sleep(1_050);
        expect((await attacker.login(phone, 'Guess2026ok')).message).toBe(WRONG);
        // The moment its 2 s are over, the attacker takes the opening again.
        expect((await attacker.login(phone, 'Guess2026ok')).message).toBe('登录尝试过于频繁，请2秒后再试');
        await sleep(2_050);
        expect((await attacker.login(phone, 'Guess2026ok')).message).toBe(WRONG);
        expect((await attacker.login(phone, 'Guess2026ok')).message).toBe('登录尝试过于频繁，请4秒后再试');

        // The owner, elsewhere, is not made to wait: only asked for a harder image, once.
        const home = browser();
        expect(await home.login(phone, PASSWORD)).toMatchObject({ statusCode: 400, message: HARDER_CAPTCHA });
        const login = await home.login(phone, PASSWORD);
        expect(login).toMatchObject({ statusCode: 200, data: { user: { phone } } });
        // The attacker's own delay stands.
        expect((await attacker.login(phone, 'Guess2026ok')).statusCode).toBe(429);
      });

      it('still stops guessing from one address: its delay for the phone, then its failure limit', async () => {
        const phone = await owner();
        const guesser = browser();
        for (let i = 0; i < 5; i++) expect((await guesser.login(phone, 'Guess2026ok')).message).toBe(WRONG);
        expect((await guesser.login(phone, PASSWORD)).message).toBe(HARDER_CAPTCHA);
        expect((await guesser.login(phone, PASSWORD)).message).toBe('登录尝试过于频繁，请1秒后再试');
        // Across phones the address has 60 failures in 15 minutes, 5 used above.
        const answers: string[] = [];
        for (let i = 0; i < 56; i++)
          answers.push((await guesser.login(testPhone(), 'Guess2026ok')).message ?? '');
        expect(answers.slice(0, 55).every((m) => m === WRONG)).toBe(true);
        expect(answers[55]).toMatch(/^登录尝试过于频繁，请\d+分钟后再试$/);
        // The owner is not held to that address's limits.
        const home = browser();
        expect((await home.login(phone, PASSWORD)).message).toBe(HARDER_CAPTCHA);
        expect((await home.login(phone, PASSWORD)).statusCode).toBe(200);
      });

      it('makes guessing from many addresses solve ever harder images, and forgets at the owner’s login', async () => {
        const phone = await owner();
        // Four addresses, five free failures each: 20 failures for the phone.
        for (let a = 0; a < 4; a++) {
          const guesser = browser();
          // From the 5th failure on, each new browser first solves an everyday image in vain.
          if (a > 0) expect((await guesser.login(phone, 'Guess2026ok')).message).toBe(HARDER_CAPTCHA);
          for (let i = 0; i < 5; i++) expect((await guesser.login(phone, 'Guess2026ok')).message).toBe(WRONG);
        }
        // A fresh address with an everyday image is asked for a harder one: six characters, more noise.
        const fresh = browser();
        expect((await fresh.login(phone, 'Guess2026ok')).message).toBe(HARDER_CAPTCHA);
        expect(await fresh.nextImageLength()).toBe(6);
        expect((await fresh.login(phone, 'Guess2026ok')).message).toBe(WRONG);
        // Other phones keep the everyday image.
        const other = browser();
        expect((await other.login(testPhone(), 'Guess2026ok')).message).toBe(WRONG);
        expect(await other.nextImageLength()).toBe(4);

        // The owner's login forgets the phone's failures: the next attempt is judged on its password.
        const home = browser();
        expect((await home.login(phone, PASSWORD)).message).toBe(HARDER_CAPTCHA);
        expect((await home.login(phone, PASSWORD)).statusCode).toBe(200);
        expect((await browser().login(phone, 'Guess2026ok')).message).toBe(WRONG);
      });
    },
  );
}
