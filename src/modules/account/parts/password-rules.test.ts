import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE } from '@common/account-rules';
import { passwordRules } from './password-rules';

/** The messages the form shows for a value: every rule checked, as the form checks them. */
async function messages(value: string): Promise<string[]> {
  const out: string[] = [];
  for (const rule of passwordRules) {
    if (typeof rule === 'function') continue;
    if (rule.required && !value) out.push(String(rule.message));
    if (rule.validator)
      await Promise.resolve(rule.validator(rule, value, () => undefined)).catch((error: unknown) => out.push((error as Error).message));
  }
  return out;
}

describe('the register form’s password', () => {
  it('shows one error at a time: 请输入密码 alone when empty, the rule once there is text', async () => {
    expect(await messages('')).toEqual(['请输入密码']);
    expect(await messages('abc')).toEqual([PASSWORD_MESSAGE]);
    expect(await messages('abcd1234')).toEqual([]);
  });
});
