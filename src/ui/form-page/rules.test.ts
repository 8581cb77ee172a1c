import { describe, expect, it } from 'vitest';
import type { FormField, Rule } from './field-types';
import { htmlText, requiredMessage, rulesFor } from './rules';

type V = {
  name: string;
  phone: string;
  capital: number;
  kind: string;
  intro: string;
  area: string[];
  licence: string;
  open: boolean;
};

/** What the rules say about a value: the first message, or null when it passes. */
async function check(field: FormField<V>, value: unknown): Promise<string | null> {
  for (const rule of rulesFor(field)) {
    const r = rule as Exclude<Rule, (...args: never[]) => unknown> & {
      validator?: (rule: unknown, value: unknown) => Promise<void>;
      min?: number;
      max?: number;
      pattern?: RegExp;
      type?: string;
      message?: string;
    };
    if (r.validator) {
      const error = await r.validator(r, value).then(
        () => null,
        (e: Error) => e.message,
      );
      if (error) return error;
      continue;
    }
    if (value === undefined || value === '') continue;
    if (r.pattern && !r.pattern.test(String(value))) return r.message ?? 'pattern';
    const size = r.type === 'number' ? Number(value) : String(value).length;
    if (r.min !== undefined && size < r.min) return r.message ?? 'min';
    if (r.max !== undefined && size > r.max) return r.message ?? 'max';
  }
  return null;
}

describe('field rules', () => {
  it('asks to type, choose or upload a required field', async () => {
    expect(await check({ name: 'name', label: '企业名称', type: 'text', required: true }, '  ')).toBe(
      '请输入企业名称',
    );
    expect(
      await check(
        { name: 'kind', label: '机构类型', type: 'picker', options: [], required: true },
        undefined,
      ),
    ).toBe('请选择机构类型');
    expect(await check({ name: 'area', label: '所在地区', type: 'area', required: true }, [])).toBe(
      '请选择所在地区',
    );
    expect(await check({ name: 'licence', label: '营业执照', type: 'image', required: true }, '')).toBe(
      '请上传营业执照',
    );
    expect(requiredMessage<V>({ name: 'name', label: 'x', type: 'text', required: '必须填写' })).toBe(
      '必须填写',
    );
    expect(rulesFor<V>({ name: 'open', label: '公开', type: 'switch', required: true })).toEqual([]);
  });

  it('checks text length, phone numbers and patterns', async () => {
    const name: FormField<V> = {
      name: 'name',
      label: '企业名称',
      type: 'text',
      min: 2,
      max: 5,
      pattern: { regex: /^[^<>]*$/, message: '不能包含尖括号' },
    };
    expect(await check(name, '甲')).toBe('企业名称至少 2 个字');
    expect(await check(name, '甲乙丙丁戊己')).toBe('企业名称不能超过 5 个字');
    expect(await check(name, '<甲乙>')).toBe('不能包含尖括号');
    expect(await check(name, '甲乙丙')).toBeNull();
    const phone: FormField<V> = { name: 'phone', label: '手机号', type: 'phone', required: true };
    expect(await check(phone, '1380000000')).toBe('请输入正确的 11 位手机号');
    expect(await check(phone, '13800000001')).toBeNull();
  });

  it('checks number bounds and whole numbers', async () => {
    const capital: FormField<V> = {
      name: 'capital',
      label: '注册资本',
      type: 'number',
      min: 0,
      max: 100,
      integer: true,
    };
    expect(await check(capital, -1)).toBe('注册资本不能小于 0');
    expect(await check(capital, 101)).toBe('注册资本不能大于 100');
    expect(await check(capital, 1.5)).toBe('注册资本须为整数');
    expect(await check(capital, 50)).toBeNull();
  });

  it('reads rich text as its text', async () => {
    const intro: FormField<V> = { name: 'intro', label: '简介', type: 'richtext', required: true, max: 4 };
    expect(await check(intro, '<p></p>')).toBe('请输入简介');
    expect(await check(intro, '<p>一二三四五</p>')).toBe('简介不能超过 4 个字');
    expect(await check(intro, '<p><strong>一二</strong></p>')).toBeNull();
    expect(htmlText('<p>a&nbsp;b&amp;</p>')).toBe('a b_');
  });
});
