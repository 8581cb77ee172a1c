import { BizError } from '../lib/errors.js';

/**
 * Text rules the schemas cannot express, shared by the modules: each returns the value that is
 * stored or throws the message the person sees.
 */

/** One line: inner runs of whitespace collapse to one space; the length is checked after trimming. */
export function oneLine(value: string, title: string, min: number, max: number): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (trimmed.length === 0 && min > 0) throw new BizError(`请填写${title}`);
  if ([...trimmed].length < min) throw new BizError(`${title}不能少于${min}个字符`);
  if ([...trimmed].length > max) throw new BizError(`${title}不能超过${max}个字符`);
  return trimmed;
}

/** A list's one-line summary of a text saved without one: its start, with … when cut. */
export function summaryFrom(plain: string, max = 100): string {
  const chars = [...plain];
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('')}…`;
}

/** Paragraphs as stored: each line trimmed, inner runs of spaces collapsed, at most one blank line between paragraphs. */
export function tidyParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\u3000]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
