/**
 * Unified social credit codes (统一社会信用代码, GB 32100-2015) for the demo data. The check
 * characters and the validation live in common/credit-code.ts, shared with the form and the API
 * that check what applicants type; they are re-exported here for the seed and its tests.
 */
import { CREDIT_CODE_CHARSET, creditCodeCheckChar, isValidCreditCode, orgCodeCheckChar } from '../../../common/credit-code.js';

export { CREDIT_CODE_CHARSET, creditCodeCheckChar, isValidCreditCode, orgCodeCheckChar };

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
