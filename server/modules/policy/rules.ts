import { POLICY_LIMITS as L } from '../../../common/policy.js';
import { tidyParagraphs } from '../../kit/text-rules.js';
import { BizError } from '../../lib/errors.js';
import { isCalendarDay } from '../../lib/park-time.js';

/**
 * Input rules the schemas cannot express (trimmed lengths, real dates, ranges). Each returns the
 * normalised value that is stored, or throws the Chinese message naming the field.
 */

/** One line: inner runs of whitespace collapse to one space; the length is checked after trimming. */
export function line(value: string | undefined, title: string, min: number, max: number): string {
  const trimmed = (value ?? '').replace(/\s+/g, ' ').trim();
  return checked(trimmed, title, min, max);
}

/** Several paragraphs: lines are trimmed, more than one blank line collapses to one. */
export function paragraphs(value: string | undefined, title: string, min: number, max: number): string {
  return checked(tidyParagraphs(value ?? ''), title, min, max);
}

function checked(text: string, title: string, min: number, max: number): string {
  const length = [...text].length;
  if (length === 0 && min > 0) throw new BizError(`请填写${title}`);
  if (length < min) throw new BizError(`${title}不能少于${min}个字符`);
  if (length > max) throw new BizError(`${title}不能超过${max}个字符`);
  return text;
}

export function day(value: string, title: string): string {
  if (!isCalendarDay(value)) throw new BizError(`${title}不是有效的日期`);
  return value;
}

/** Mainland phone or landline with area code and extension; '' allowed. */
export function phone(value: string | undefined): string {
  const text = line(value, '联系电话', 0, L.contactPhoneMax);
  if (text !== '' && !/^[0-9+()（）\-\s,，、转]{5,40}$/.test(text)) throw new BizError('联系电话格式不正确');
  return text;
}

export function url(value: string | undefined): string {
  const text = line(value, '原文链接', 0, L.urlMax);
  if (text !== '' && !/^https?:\/\/[^\s]+$/i.test(text))
    throw new BizError('原文链接须以 http:// 或 https:// 开头');
  return text;
}

/** Distinct, trimmed industry names stored as '|a|b|' ('' = every industry). */
export function industries(values: readonly string[] | undefined): string {
  const names = [...new Set((values ?? []).map((v) => line(v, '适用行业', 1, 30)))];
  if (names.some((n) => n.includes('|'))) throw new BizError('适用行业不能包含“|”');
  return names.length === 0 ? '' : `|${names.join('|')}|`;
}

export const industryList = (stored: string): string[] => stored.split('|').filter(Boolean);

/** A refusal must tell the operators why. */
export const auditReason = (value: string | undefined) => line(value, '审核意见', L.reasonMin, L.reasonMax);

/** Money in 万元, two decimals. */
export function amount(value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new BizError('奖补金额不能小于0');
  if (value > L.awardAmountMax) throw new BizError(`奖补金额不能大于${L.awardAmountMax}`);
  return Math.round(value * 100) / 100;
}
