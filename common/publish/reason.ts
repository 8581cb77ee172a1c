import { REASON_MAX, REASON_MIN } from './lifecycle.js';

/**
 * A transition's reason (审核意见, 下架原因) as the server reads it (server/kit/publish/transition.ts
 * `checkedReason`): runs of white space made one, trimmed, 2–200 characters. The screens check it
 * with this before sending, so the person reads the server's own words without a round trip.
 */
export const cleanReason = (input: string | undefined): string => (input ?? '').replace(/\s+/g, ' ').trim();

/** Why this reason would be refused, in the server's words; null when it is fine. */
export function reasonProblem(input: string | undefined, required = true): string | null {
  const text = cleanReason(input);
  if (text === '') return required ? '请填写审核意见' : null;
  if ([...text].length < REASON_MIN) return `审核意见不能少于${String(REASON_MIN)}个字符`;
  if ([...text].length > REASON_MAX) return `审核意见不能超过${String(REASON_MAX)}个字符`;
  return null;
}
