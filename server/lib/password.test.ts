import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../testing/setup.js';
import { hashPassword, PASSWORD_COST, setPasswordCost, verifyPassword } from './password.js';

describe('password hashing', () => {
  // At the server's own cost, not the tests' lower one (server/testing/setup.ts).
  beforeAll(() => setPasswordCost(PASSWORD_COST));
  afterAll(() => setPasswordCost(TEST_PASSWORD_COST));

  it('hashes at the server’s cost', async () => {
    expect((await hashPassword('Demo@123456')).split('$').slice(0, 4)).toEqual(['scrypt', String(PASSWORD_COST), '8', '1']);
  });

  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('Demo@123456');
    const b = await hashPassword('Demo@123456');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo@123456');
    expect(await verifyPassword('Demo@123456', a)).toBe(true);
    expect(await verifyPassword('Demo@123457', a)).toBe(false);
    expect(await verifyPassword('Demo@123456', 'plain')).toBe(false);
  });

  it('spends a derivation when there is nothing to check against, so a refusal takes as long', async () => {
    const stored = await hashPassword('Demo@123456');
    const time = async (check: () => Promise<boolean>) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 5; i++) expect(await check()).toBe(false);
      return Number(process.hrtime.bigint() - started);
    };
    const wrong = await time(() => verifyPassword('Wrong@123456', stored));
    // No account, an account without a password of its own, and no password (it did not decrypt).
    for (const check of [
      () => verifyPassword('Demo@123456', undefined),
      () => verifyPassword('Demo@123456', '!'),
      () => verifyPassword(null, stored),
    ]) {
      expect(await time(check)).toBeGreaterThan(wrong / 3);
    }
  });
});
