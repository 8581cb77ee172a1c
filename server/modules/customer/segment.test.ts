import { describe, expect, it } from 'vitest';
import { plainText, terms } from './segment.js';
import { snippet } from './search-index.js';

describe('customer-service terms', () => {
  it('gives the words and the pairs inside runs of words, without question words', () => {
    const t = terms('高新技术企业认定奖励怎么申请？');
    expect(t).toEqual(expect.arrayContaining(['技术', '企业', '认定', '奖励', '高新', '申请']));
    // Question words go, and no pair bridges them (么申).
    expect(t).not.toContain('怎么');
    expect(t).not.toContain('么申');
  });

  it('catches what the dictionary splits into single characters', () => {
    // 绑定 comes out as 绑/定; the pair still matches an FAQ keyword 绑定.
    expect(terms('如何修改绑定的手机号')).toEqual(expect.arrayContaining(['修改', '绑定', '手机']));
    expect(terms('如何修改绑定的手机号')).not.toContain('定的');
  });

  it('keeps Latin words and numbers, full-width made ASCII, lower case', () => {
    expect(terms('ＡＰＰ 5G 园区')).toEqual(expect.arrayContaining(['app', '5g', '园区']));
  });

  it('reads HTML as text and cuts the snippet around the matched terms', () => {
    expect(plainText('<p>各有关企业：</p><p>停车&nbsp;月卡</p>')).toBe('各有关企业：\n停车 月卡');
    const body = '第一条 总则。第二条 对研发投入超过500万元的企业给予补助。第三条 附则。';
    expect(snippet(body, ['研发', '补助'])).toBe('第二条 对研发投入超过500万元的企业给予补助。第三条 附则。');
  });
});
