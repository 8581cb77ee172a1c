import { BizError } from '../../lib/errors.js';
import { PROFILE_LIMITS as L } from '../../../common/profile/contract.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

/**
 * Profile input rules the schema cannot express: lengths after trimming, the e-mail form, no
 * control characters. Each returns the value stored or throws the message the person sees.
 */

// Control and direction-override characters (whitespace ones are collapsed first) would break layouts
// and exports, or make a name read differently from what is stored.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

function printable(value: string, title: string): string {
  if (CONTROL.test(value)) throw new BizError(`${title}含有不可见字符，请重新输入`);
  return value;
}

/** Inner runs of whitespace collapse to one space, as the certification forms store names. */
const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();

export function name(value: string): string {
  const trimmed = tidy(value);
  const length = [...trimmed].length;
  if (length === 0) throw new BizError('请填写姓名');
  if (length < L.nameMin) throw new BizError(`姓名不能少于${L.nameMin}个字符`);
  if (length > L.nameMax) throw new BizError(`姓名不能超过${L.nameMax}个字符`);
  return printable(trimmed, '姓名');
}

/** Optional text: empty clears the field. */
export function position(value: string): string {
  const trimmed = tidy(value);
  if (trimmed === '') return '';
  if ([...trimmed].length > L.positionMax) throw new BizError(`职务不能超过${L.positionMax}个字符`);
  return printable(trimmed, '职务');
}

/**
 * A deliberately plain check (one @, a dot in the domain, no spaces): it catches typos without
 * refusing the unusual but valid addresses a full RFC 5322 parser would allow.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function email(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (trimmed.length > L.emailMax) throw new BizError(`邮箱不能超过${L.emailMax}个字符`);
  if (!EMAIL.test(trimmed) || CONTROL.test(trimmed)) throw new BizError('邮箱格式不正确');
  return trimmed;
}

/** Types an <img> shows everywhere; the attachment module has already verified the bytes. */
export const AVATAR_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The attachment id in a download address as the upload answer gives it (the same form the
 * certification forms accept). The client may have prefixed its origin or kept a query string.
 */
const DOWNLOAD_URL = /^(?:https?:\/\/[^/?#\s]+)?\/api\/dpboot\/attach\/download\/(\d{1,10})(?:[?#]\S*)?$/;

/** The id, or null when the value is no download address. */
export function attachmentIdOf(value: string): number | null {
  const match = DOWNLOAD_URL.exec(value.trim());
  const id = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/** The form stored, whatever form was sent: the address the attachment module hands out. */
export const attachmentUrl = (id: number) => `/api/dpboot/attach/download/${id}`;
