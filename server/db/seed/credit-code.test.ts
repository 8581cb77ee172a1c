import { describe, expect, it } from 'vitest';
import {
  composeCreditCode,
  CREDIT_CODE_CHARSET,
  creditCodeCheckChar,
  isValidCreditCode,
  MA_BODY_SERIALS,
  orgCodeBody,
  orgCodeCheckChar,
} from './credit-code.js';

/** Codes of real organisations (public business registrations), new 'MA' style and old numeric style. */
const REAL_CODES = [
  '91350200MA2YJ1XR9G',
  '91440101MA5CJQ4N59',
  '91350503MA31DKY80A',
  '91350200776049653A',
  '9135021359498494XQ',
  '91350213678251743X',
  '913502000728319549',
  '123502001549897397',
];

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(REAL_CODES)('accepts the real code %s, with both check characters right', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
    expect(orgCodeCheckChar(code.slice(8, 16))).toBe(code.charAt(16));
  });

  it('rejects 91330000MA27U0F77B: its 18th character should be Q', () => {
    // Often quoted as an example, but its check character does not compute (nor does its
    // organisation-code check, which should be 3): a validator that accepts it is broken.
    expect(creditCodeCheckChar('91330000MA27U0F77')).toBe('Q');
    expect(isValidCreditCode('91330000MA27U0F77B')).toBe(false);
    expect(isValidCreditCode('91330000MA27U0F77Q')).toBe(true);
  });

  it('rejects any single-character change of a valid code', () => {
    const code = '91440101MA5CJQ4N59';
    for (let i = 0; i < 18; i++) {
      for (const replacement of CREDIT_CODE_CHARSET) {
        if (replacement === code.charAt(i)) continue;
        const changed = code.slice(0, i) + replacement + code.slice(i + 1);
        // Digits 3-8 must stay digits; the check catches every other single substitution.
        expect(isValidCreditCode(changed), changed).toBe(false);
      }
    }
  });

  it('rejects malformed codes', () => {
    expect(isValidCreditCode('')).toBe(false);
    expect(isValidCreditCode('91440101MA5CJQ4N5')).toBe(false);
    expect(isValidCreditCode('91440101MA5CJQ4N591')).toBe(false);
    expect(isValidCreditCode('91440101ma5cjq4n59')).toBe(false);
    // I, O, S, V and Z are not in the character set.
    expect(isValidCreditCode('91440101MA5CJQ4NO9')).toBe(false);
    expect(() => creditCodeCheckChar('91440101MA5CJQ4N')).toThrow();
  });

  it('composes valid codes from their parts', () => {
    const code = composeCreditCode({ authorityAndKind: '91', division: '330108', orgCodeBody: 'MA2B0A1C' });
    expect(code).toMatch(/^91330108MA2B0A1C..$/);
    expect(isValidCreditCode(code)).toBe(true);
    expect(orgCodeCheckChar('MA2B0A1C')).toBe(code.charAt(16));
  });

  it('maps distinct serials to distinct bodies, within the character set', () => {
    const bodies = new Set<string>();
    for (const serial of [0, 1, 30, 31, 32, 961, MA_BODY_SERIALS - 1]) bodies.add(orgCodeBody(serial, 'MA'));
    expect(bodies.size).toBe(7);
    for (const body of bodies) expect(body).toMatch(/^MA[0-9A-HJ-NPQRTUWXY]{6}$/);
    expect(orgCodeBody(42, 'NUMERIC')).toBe('00000042');
    expect(() => orgCodeBody(MA_BODY_SERIALS, 'MA')).toThrow();
    expect(() => orgCodeBody(10 ** 8, 'NUMERIC')).toThrow();
  });
});
