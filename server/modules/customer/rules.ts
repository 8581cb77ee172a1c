import { CUSTOMER_LIMITS as L, splitKeywords } from '../../../common/customer/contract.js';
import { tidyParagraphs } from '../../kit/text-rules.js';
import { BizError } from '../../lib/errors.js';

/**
 * Input rules the schemas cannot express (lengths after trimming, keywords). Each returns the
 * normalised value that is stored, or throws the message the user sees.
 */

/** Inner runs of spaces collapse to one; the length is checked again after trimming. */
export function line(value: string, title: string, min: number, max: number): string {
  return checked(value.replace(/\s+/g, ' ').trim(), title, min, max);
}

/** Like `line`, but keeps line breaks (answers and replies are read as paragraphs). */
export function paragraphs(value: string, title: string, min: number, max: number): string {
  return checked(tidyParagraphs(value), title, min, max);
}

function checked(text: string, title: string, min: number, max: number): string {
  if (text.length === 0) throw new BizError(`请填写${title}`);
  if ([...text].length < min) throw new BizError(`${title}不能少于${min}个字`);
  if ([...text].length > max) throw new BizError(`${title}不能超过${max}个字`);
  return text;
}

export const KEYWORD_MAX = 20;
export const KEYWORDS_MAX = 10;

/** The keywords as stored: '|a|b|'. At least one; each at most 20 characters; at most 10. */
export function keywords(text: string): string {
  const words = splitKeywords(text);
  if (words.length === 0) throw new BizError('请填写至少一个关键词');
  if (words.length > KEYWORDS_MAX) throw new BizError(`关键词不能超过${KEYWORDS_MAX}个`);
  const long = words.find((w) => [...w].length > KEYWORD_MAX);
  if (long) throw new BizError(`关键词“${long}”不能超过${KEYWORD_MAX}个字`);
  return `|${words.join('|')}|`;
}

export const question = (value: string, title = '问题') => line(value, title, L.questionMin, L.questionMax);
