export const REASON_MIN = 2;
export const REASON_MAX = 200;

/** The reason a refusal or return must carry: 2–200 characters. Null when it is fine. */
export function validateReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return '请填写审核意见';
  if (text.length < REASON_MIN) return `审核意见至少 ${REASON_MIN} 个字`;
  if (text.length > REASON_MAX) return `审核意见不能超过 ${REASON_MAX} 个字`;
  return null;
}
