import { describe, expect, it } from 'vitest';
import { renderSms, smsPartsOf, smsTextProblem, variablesOf } from './contract.js';

describe('SMS texts', () => {
  it('names what is wrong with a text, as the screens and the server say it', () => {
    expect(smsTextProblem('   ')).toBe('请填写短信内容');
    expect(smsTextProblem('好')).toBe('短信内容至少 2 个字');
    expect(smsTextProblem('字'.repeat(501))).toBe('短信内容不能超过 500 字');
    expect(smsTextProblem('{公司名}您好，{企业名称}')).toBe('不支持的变量：{公司名}，可用变量：{企业名称}、{联系人}、{园区名称}');
    expect(smsTextProblem('【{园区名称}】{联系人}您好')).toBeNull();
  });

  it('fills the variables and counts the parts', () => {
    const text = '{联系人}您好，{企业名称}请注意{联系人}';
    expect(variablesOf(text)).toEqual(['联系人', '企业名称']);
    expect(renderSms(text, { 企业名称: '杭州甲公司', 联系人: '王五', 园区名称: '园区' })).toBe('王五您好，杭州甲公司请注意王五');
    expect([smsPartsOf(70), smsPartsOf(71), smsPartsOf(134), smsPartsOf(135)]).toEqual([1, 2, 2, 3]);
  });
});
