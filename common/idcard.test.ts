import { describe, expect, it } from 'vitest';
import { idcardBirthDate, idcardCheckChar, idcardProblem, isValidIdcard, maskIdcard, normalizeIdcard } from './idcard.js';

const TODAY = new Date(Date.UTC(2025, 0, 1));

describe('resident identity number (GB 11643)', () => {
  it('accepts well-formed numbers with the right check character', () => {
    // The standard's own example, with an X check character.
    expect(idcardProblem('11010519491231002X', '身份证号', TODAY)).toBeNull();
    expect(isValidIdcard('110101199003074514', TODAY)).toBe(true);
    expect(idcardCheckChar('11010519491231002')).toBe('X');
  });
  it('rejects a wrong check character and any single-digit typo', () => {
    expect(idcardProblem('11010119900307451X', '身份证号', TODAY)).toContain('校验位不正确');
    const id = '110101199003074514';
    for (let i = 0; i < 17; i++) {
      const replacement = id.charAt(i) === '3' ? '4' : '3';
      expect(isValidIdcard(id.slice(0, i) + replacement + id.slice(i + 1), TODAY), `position ${i}`).toBe(false);
    }
  });
  it('wants a real birth date between 1900 and today', () => {
    expect(idcardBirthDate('110101199002304514')).toBeNull();
    expect(idcardBirthDate('110101199003074514')).toEqual({ year: 1990, month: 3, day: 7 });
    // The standard's 1880 example is well-formed but nobody alive was born then.
    expect(idcardProblem('440524188001010014', '身份证号', TODAY)).toContain('出生日期');
    expect(idcardProblem('110101202601010011', '身份证号', TODAY)).toContain('出生日期');
    expect(idcardProblem('110101199002304514', '身份证号', TODAY)).toContain('出生日期');
  });
  it('says what is wrong in Chinese, naming the field', () => {
    expect(idcardProblem('', '法人身份证号')).toBe('请输入法人身份证号');
    expect(idcardProblem('1101011990030745', '法人身份证号')).toContain('法人身份证号应为18位');
    expect(idcardProblem('11010119900307451Y')).toContain('最后一位为数字或 X');
    expect(idcardProblem('010101199003074514')).toContain('地区码');
  });
  it('normalises spaces and a lower-case x, and masks for display', () => {
    expect(normalizeIdcard(' 110105 19491231 002x')).toBe('11010519491231002X');
    expect(maskIdcard('110101199003074514')).toBe('110***********4514');
    expect(maskIdcard('123')).toBe('***');
  });
});

describe('the standard\'s own 1880 example', () => {
  it('has a right check character but a birth year nobody applies with today', () => {
    expect(idcardCheckChar('44052418800101001')).toBe('4');
    expect(isValidIdcard('440524188001010014')).toBe(false);
  });
});
