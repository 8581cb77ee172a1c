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
});
