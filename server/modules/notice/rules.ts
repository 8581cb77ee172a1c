import { BizError } from '../../lib/errors.js';

/**
 * Input rules the schemas cannot express (trimmed lengths; review reasons are the publish kit's). Each returns the
 * normalised value that is stored, or throws the message the user sees.
 */

/** Inner runs of whitespace collapse to one space; the length is checked again after trimming. */
export function text(value: string, title: string, min: number, max: number): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (trimmed.length === 0 && min > 0) throw new BizError(`请填写${title}`);
  if ([...trimmed].length < min) throw new BizError(`${title}不能少于${min}个字符`);
  if ([...trimmed].length > max) throw new BizError(`${title}不能超过${max}个字符`);
  return trimmed;
}

/** The automatic summary of a notice saved without one: the start of its text. */
export function summaryFrom(plain: string, max = 100): string {
  const chars = [...plain];
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('')}…`;
}
