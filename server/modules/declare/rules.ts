import { oneLine } from '../../kit/text-rules.js';
import { BizError } from '../../lib/errors.js';

/**
 * Input rules the schemas cannot express (trimmed lengths, phone numbers, review reasons). Each
 * returns the normalised value that is stored, or throws the message the person sees.
 */

/** One line: the kit's rule. */
export const text = oneLine;

/** Multi-line text keeps its line breaks; only the ends are trimmed. */
export function longText(value: string, title: string, min: number, max: number): string {
  const trimmed = value.replace(/\r\n?/g, '\n').trim();
  if (trimmed.length === 0 && min > 0) throw new BizError(`请填写${title}`);
  if ([...trimmed].length < min) throw new BizError(`${title}不能少于${min}个字符`);
  if ([...trimmed].length > max) throw new BizError(`${title}不能超过${max}个字符`);
  return trimmed;
}

/** A mobile number (11 digits from 1) or a landline such as 0571-87702100 (extension allowed). */
export const PHONE_RE = /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

export function phoneNumber(value: string, title: string): string {
  const trimmed = value.replace(/\s+/g, '');
  if (trimmed === '') throw new BizError(`请填写${title}`);
  if (!PHONE_RE.test(trimmed)) throw new BizError(`${title}格式不正确，请填写手机号或带区号的固定电话`);
  return trimmed;
}

/** FAIL and BACK must tell the organisation why. */
export const auditReason = (value: string | undefined) => text(value ?? '', '审核意见', 2, 200);
