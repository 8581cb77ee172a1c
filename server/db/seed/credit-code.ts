/**
 * Unified social credit codes (统一社会信用代码, GB 32100-2015): 18 characters =
 * registration authority (1) + organisation kind (1) + administrative division (6) +
 * organisation code (9, GB 11714 with its own check character) + check character (1).
 */

/** The 31 characters a code may use: digits and capitals without I, O, S, V, Z. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** GB 32100 weights: 3^i mod 31 for positions 1..17. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** GB 11714 weights of the 8-character organisation code body. */
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

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

export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}

export interface CreditCodeParts {
  /** Registration authority and kind: '91' a company (工商), '31' a law firm (司法行政). */
  authorityAndKind: string;
  /** Six-digit administrative division, e.g. '330108' 滨江区. */
  division: string;
  /** The 8-character organisation code body; its check character is computed. */
  orgCodeBody: string;
}

export function composeCreditCode({ authorityAndKind, division, orgCodeBody }: CreditCodeParts): string {
  const first17 = `${authorityAndKind}${division}${orgCodeBody}${orgCodeCheckChar(orgCodeBody)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** Serials for MA-style bodies: 6 free characters of the charset. */
export const MA_BODY_SERIALS = 31 ** 6;
/** Serials for old numeric bodies: 8 digits. */
export const NUMERIC_BODY_SERIALS = 10 ** 8;

/**
 * An organisation-code body for a serial number. Companies registered since the 2015 reform get
 * 'MA' + 6 characters; older ones kept their numeric 8-digit organisation code inside the new code.
 * Distinct serials give distinct bodies within each style, and the styles cannot meet ('MA…' vs digits).
 */
export function orgCodeBody(serial: number, style: 'MA' | 'NUMERIC'): string {
  if (style === 'NUMERIC') {
    if (serial < 0 || serial >= NUMERIC_BODY_SERIALS)
      throw new Error(`numeric serial out of range: ${serial}`);
    return String(serial).padStart(8, '0');
  }
  if (serial < 0 || serial >= MA_BODY_SERIALS) throw new Error(`MA serial out of range: ${serial}`);
  let rest = serial;
  let tail = '';
  for (let i = 0; i < 6; i++) {
    tail = CREDIT_CODE_CHARSET.charAt(rest % 31) + tail;
    rest = Math.floor(rest / 31);
  }
  return `MA${tail}`;
}
