/** Dates of the policy library are park dates (Asia/Shanghai), 'YYYY-MM-DD'. */

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the park, or the park day of `now`. */
export function parkDay(now: Date = new Date()): string {
  return DAY_FORMAT.format(now);
}

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
