import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
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
