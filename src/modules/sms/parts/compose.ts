import type { Audience } from '@common/audience/contract';
import { SMS_LIMITS, smsTextProblem } from '@common/sms/contract';
import { isComplete } from '@/ui/audience/audience-picker';

/** A scheduled send may be at most this far ahead (the server refuses more). */
export const MAX_AHEAD_DAYS = 90;
export const DAY_MS = 24 * 3600_000;

export type When = 'NOW' | 'AT';

/** What stops the send, in the order the screen reads (null: it can be sent). */
export function sendProblem(text: string, audience: Audience, when: When, sendAt: Date | null, now = Date.now()): string | null {
  const textProblem = smsTextProblem(text);
  if (textProblem) return textProblem;
  if (!isComplete(audience)) return '请选择接收对象';
  if (when === 'AT') {
    if (!sendAt) return '请选择发送时间';
    if (sendAt.getTime() <= now) return '发送时间不能早于当前时间';
    if (sendAt.getTime() > now + MAX_AHEAD_DAYS * DAY_MS) return `定时发送最多提前 ${MAX_AHEAD_DAYS} 天`;
  }
  return null;
}

/** The text with `token` in place of the selection [start, end), or a reason it would be too long. */
export function insertToken(text: string, start: number, end: number, token: string): { text: string; cursor: number } | { problem: string } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const next = `${text.slice(0, from)}${token}${text.slice(to)}`;
  if (next.length > SMS_LIMITS.textMax) return { problem: `短信内容不能超过 ${SMS_LIMITS.textMax} 字` };
  return { text: next, cursor: from + token.length };
}
