import { describe, expect, it } from 'vitest';
import { rulesFor } from '@/ui/form-page';
import { PROFILE_FIELDS, toInput, toValues } from './profile-form';

type Validator = { validator?: (rule: unknown, value: unknown) => Promise<void>; pattern?: RegExp };

/** The first message the field's rules give for a value, or null. */
async function problem(name: string, value: unknown): Promise<string | null> {
  const field = PROFILE_FIELDS.find((f) => f.name === name)!;
  for (const rule of [...rulesFor(field), ...(field.rules ?? [])] as (Validator & { message?: string })[]) {
    if (rule.validator) {
      try {
        await rule.validator({}, value);
      } catch (error) {
        return (error as Error).message;
      }
    }
    if (rule.pattern && typeof value === 'string' && value && !rule.pattern.test(value)) return rule.message ?? 'pattern';
  }
  return null;
}

describe('the profile form', () => {
  it('requires a name of at least two characters once trimmed', async () => {
    expect(await problem('name', '')).toBe('请输入姓名');
    expect(await problem('name', ' 王 ')).toBe('姓名至少 2 个字');
    expect(await problem('name', '王五')).toBeNull();
  });
  it('accepts an empty e-mail and plain addresses, refuses typos', async () => {
    expect(await problem('email', '')).toBeNull();
    expect(await problem('email', 'wang@example.com.cn')).toBeNull();
    expect(await problem('email', 'wang.example.com')).toBe('邮箱格式不正确');
    expect(await problem('email', 'wang@localhost')).toBe('邮箱格式不正确');
  });
  it('sends every field, tidied, so an emptied one is cleared', () => {
    expect(toInput({ name: '  王  小明 ', email: ' a@b.cn ', position: undefined, avatar: undefined })).toEqual({
      name: '王 小明',
      email: 'a@b.cn',
      position: '',
      avatar: '',
    });
  });
  it('starts from the saved profile, with no avatar as an empty uploader', () => {
    const profile = { id: 1, name: '王五', phone: '13800000005', email: '', position: '经理', avatar: '', org: null, createdAt: '' };
    expect(toValues(profile)).toEqual({ avatar: undefined, name: '王五', email: '', position: '经理' });
  });
});
