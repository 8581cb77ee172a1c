/**
 * Unified social credit codes (统一社会信用代码, GB 32100-2015): 18 characters =
 * registration authority (1) + organisation kind (1) + administrative division (6 digits) +
 * organisation code (9, GB 11714 with its own check character) + check character (1).
 *
 * Shared by the certification form (to tell people about a typo before they submit) and, once it
 * switches over, the server (server/lib/credit-code.ts holds the same rules today).
 */

/** The 31 characters a code may use: digits and capitals without I, O, S, V, Z. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_LENGTH = 18;

/** GB 32100 weights: 3^i mod 31 for positions 1..17. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** GB 11714 weights of the 8-character organisation code body. */
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

const CHARSET_PATTERN = /^[0-9A-HJ-NPQRTUWXY]*$/;
/** Positions 3–8 are an administrative division: digits only. */
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The 18th character for the first 17. */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error(`expected 17 characters, got ${first17.length}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) throw new Error(`"${first17.charAt(i)}" is not a credit-code character`);
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** The 9th character of an organisation code: GB 11714 counts letters A=10 … Z=35. */
export function orgCodeCheckChar(body8: string): string {
  if (body8.length !== 8) throw new Error(`expected 8 characters, got ${body8.length}`);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const value = parseInt(body8.charAt(i), 36);
    if (Number.isNaN(value)) throw new Error(`"${body8.charAt(i)}" is not an organisation-code character`);
    sum += value * (ORG_CODE_WEIGHTS[i] ?? 0);
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** What people paste: surrounding or inner spaces, lower case. The stored form is upper case without spaces. */
export function normalizeCreditCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Why a (normalised) code is not acceptable, in words the applicant can act on; null when it is.
 * Only the GB 32100 check character is verified, not the embedded GB 11714 one: registered codes
 * exist whose organisation-code check does not compute, and the registry still issued them.
 */
export function creditCodeProblem(code: string): string | null {
  if (code.length === 0) return '请输入统一社会信用代码';
  if (code.length !== CREDIT_CODE_LENGTH) return `统一社会信用代码应为18位，当前为${code.length}位`;
  if (!CHARSET_PATTERN.test(code)) return '统一社会信用代码只能包含数字和大写字母（不含 I、O、S、V、Z）';
  if (!CREDIT_CODE_PATTERN.test(code)) return '统一社会信用代码第3至8位应为数字（行政区划码）';
  if (creditCodeCheckChar(code.slice(0, 17)) !== code.charAt(17)) return '统一社会信用代码校验位不正确，请核对后重新输入';
  return null;
}

export function isValidCreditCode(code: string): boolean {
  return creditCodeProblem(code) === null;
}
