import { describe, expect, it } from 'vitest';
import { creditCodeRules, idcardRules, lookupQuery, normalizeCode, textRules, tidyText } from './rules';

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };
const run = async (rules: unknown[], value: unknown) => {
  try {
    await (rules[0] as Rule).validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('certification form rules', () => {
  it('checks credit codes with their check character, after removing spaces', async () => {
    expect(await run(creditCodeRules, '91350100M000100Y43')).toBeNull();
    expect(await run(creditCodeRules, '9135 0100 m000 100y43')).toBeNull();
    expect(await run(creditCodeRules, undefined)).toBe('请输入统一社会信用代码');
    expect(await run(creditCodeRules, '91350100M000100Y44')).toContain('校验位不正确');
  });
  it('names the ID field in its messages', async () => {
    expect(await run(idcardRules('法人身份证号'), '11010519491231002x')).toBeNull();
    expect(await run(idcardRules('法人身份证号'), '')).toBe('请输入法人身份证号');
    expect(await run(idcardRules('身份证号'), '110105194912310021')).toContain('身份证号校验位不正确');
  });
  it('counts characters of trimmed text', async () => {
    const rules = textRules('企业名称', 2, 100);
    expect(await run(rules, '  ')).toBe('请输入企业名称');
    expect(await run(rules, ' 甲 ')).toBe('企业名称不能少于2个字');
    expect(await run(rules, '甲乙')).toBeNull();
    expect(await run(rules, '甲'.repeat(101))).toBe('企业名称不能超过100个字');
    expect(tidyText('  杭州  云帆 科技 ')).toBe('杭州 云帆 科技');
    expect(normalizeCode(' 9135 x ')).toBe('9135X');
  });
});

describe('the organisation search box', () => {
  it('looks a credit code up as one, spaces and case aside', () => {
    expect(lookupQuery('9135 0100 m000 100y43')).toEqual({ code: '91350100M000100Y43' });
  });
  it('looks anything else of two characters or more up as a name', () => {
    expect(lookupQuery('  杭州  甲科技 ')).toEqual({ name: '杭州 甲科技' });
    expect(lookupQuery('ABCDEFGHIJKLMNOPQR')).toEqual({ name: 'ABCDEFGHIJKLMNOPQR' });
    expect(lookupQuery(' 甲 ')).toBeNull();
    expect(lookupQuery('')).toBeNull();
  });
});
