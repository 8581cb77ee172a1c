/**
 * PRC resident identity numbers (居民身份证号码, GB 11643-1999): 18 characters =
 * address code (6) + birth date YYYYMMDD (8) + sequence (3, odd for men) + check character (1).
 *
 * Shared by the forms (a typo is caught before submitting) and, once it switches over, the server
 * (server/lib/idcard.ts holds the same rules today).
 */

/** ISO 7064 MOD 11-2 weights: 2^(17-i) mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** Nobody alive was born before this, so an earlier "birth date" is a typo. */
const EARLIEST_BIRTH_YEAR = 1900;

export function idcardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('expected 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS.charAt(sum % 11);
}

/** The birth date of a well-formed number, or null when it is not a real calendar day. */
export function idcardBirthDate(id: string): { year: number; month: number; day: number } | null {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Spaces removed and a lower-case x raised: both are common ways of typing a valid number. */
export function normalizeIdcard(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Why a (normalised) number is not acceptable, in words a person can act on; null when it is.
 * `title` names the field (身份证号, 法人身份证号).
 */
export function idcardProblem(id: string, title = '身份证号', today: Date = new Date()): string | null {
  if (id.length === 0) return `请输入${title}`;
  if (id.length !== 18) return `${title}应为18位，当前为${id.length}位`;
  if (!/^\d{17}[\dX]$/.test(id)) return `${title}前17位应为数字，最后一位为数字或 X`;
  // Address codes start with a province digit 1–8 (11 北京 … 82 澳门); 0 and 9 are not issued.
  if (!/^[1-8]/.test(id)) return `${title}的地区码不正确`;
  const birth = idcardBirthDate(id);
  if (!birth || birth.year < EARLIEST_BIRTH_YEAR || Date.UTC(birth.year, birth.month - 1, birth.day) > today.getTime()) {
    return `${title}中的出生日期不正确`;
  }
  if (idcardCheckChar(id.slice(0, 17)) !== id.charAt(17)) return `${title}校验位不正确，请核对后重新输入`;
  return null;
}

/** Well-formed, a real birth date between 1900 and today, and the check character right. */
export function isValidIdcard(id: string, today: Date = new Date()): boolean {
  return idcardProblem(id, undefined, today) === null;
}

/**
 * 110***********1234: the first three and the last four stay; the county, the birth date and the
 * sequence are hidden. Every answer that carries an ID number to someone other than its holder
 * uses this (the applicant's own view too, so both read alike).
 */
export function maskIdcard(id: string): string {
  if (id.length < 8) return '*'.repeat(id.length);
  return id.slice(0, 3) + '*'.repeat(id.length - 7) + id.slice(-4);
}
