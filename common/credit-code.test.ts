import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, creditCodeProblem, isValidCreditCode, normalizeCreditCode, orgCodeCheckChar } from './credit-code.js';

/** Codes of registered companies (published on their licences), so the weights are the registry's. */
const REGISTERED = ['91350100M000100Y43', '9144030071526726XG', '914403001922038216', '91330100799655058B', '91110108551385082Q'];

describe('unified social credit code (GB 32100)', () => {
  it('accepts registered codes', () => {
    for (const code of REGISTERED) {
      expect(creditCodeProblem(code), code).toBeNull();
      expect(isValidCreditCode(code)).toBe(true);
    }
  });
  it('computes the check character from the first 17', () => {
    for (const code of REGISTERED) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
    expect(() => creditCodeCheckChar('9135')).toThrow();
    expect(() => creditCodeCheckChar('91350100M000100YI')).toThrow();
  });
  it('catches every single-character typo of a valid code', () => {
    const code = REGISTERED[0]!;
    for (let i = 0; i < code.length; i++) {
      const replacement = code.charAt(i) === '0' ? '1' : '0';
      expect(isValidCreditCode(code.slice(0, i) + replacement + code.slice(i + 1)), `position ${i}`).toBe(false);
    }
  });
  it('says what is wrong in Chinese', () => {
    expect(creditCodeProblem('')).toBe('请输入统一社会信用代码');
    expect(creditCodeProblem('91350100M000100Y4')).toContain('应为18位');
    expect(creditCodeProblem('91350100M000100Y4I')).toContain('不含 I、O、S、V、Z');
    expect(creditCodeProblem('91350100M000100Y4o')).toContain('不含 I、O、S、V、Z');
    expect(creditCodeProblem('9135A100M000100Y43')).toContain('第3至8位应为数字');
    expect(creditCodeProblem('91350100M000100Y44')).toContain('校验位不正确');
  });
  it('normalises what people paste', () => {
    expect(normalizeCreditCode(' 91350100 m000100y43 ')).toBe('91350100M000100Y43');
    expect(isValidCreditCode(normalizeCreditCode('9144 0300 7152 6726 xg'))).toBe(true);
  });
  it('computes GB 11714 organisation-code check characters', () => {
    // 91350100 M000100Y4 3: the organisation code M000100Y + check 4.
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
    expect(orgCodeCheckChar('71526726')).toBe('X');
    expect(() => orgCodeCheckChar('123')).toThrow();
  });
});

describe('credit codes issued with an odd embedded organisation code', () => {
  it('checks only the GB 32100 character, not the embedded GB 11714 one', () => {
    expect(isValidCreditCode('91330000MA27U0F77Q')).toBe(true);
    expect(creditCodeCheckChar('91330000MA27U0F77')).toBe('Q');
  });
});
