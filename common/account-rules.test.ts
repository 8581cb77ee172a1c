import { describe, expect, it } from 'vitest';
import { isPhone, passwordProblem } from './account-rules.js';

describe('account rules', () => {
  it('accepts mainland mobile numbers only', () => {
    expect(isPhone('13800000001')).toBe(true);
    expect(isPhone('12800000001')).toBe(false);
    expect(isPhone('1380000000')).toBe(false);
    expect(isPhone('138000000011')).toBe(false);
  });
  it('wants 8–20 characters with letters and digits and no spaces', () => {
    expect(passwordProblem('Demo@123456')).toBeNull();
    expect(passwordProblem('abc12345')).toBeNull();
    expect(passwordProblem('abc1234')).not.toBeNull();
    expect(passwordProblem('abcdefgh')).not.toBeNull();
    expect(passwordProblem('12345678')).not.toBeNull();
    expect(passwordProblem('abcd 1234')).toBe('密码不能包含空格');
    expect(passwordProblem('a1'.repeat(11))).not.toBeNull();
  });
});
