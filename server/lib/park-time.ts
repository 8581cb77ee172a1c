import { parkWallClock } from '../../common/park-time.js';

/**
 * Park time on the server (common/park-time.ts): exports, day boundaries, "today" and "years
 * since" all use it, never the server's own zone.
 */
export { parkDayOf, parkDayStart, parkToday } from '../../common/park-time.js';

/** 2026-05-21 14:05 in park time, as the exports show it; '' for none. */
export const parkTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const text = parkWallClock(Date.parse(iso));
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
};

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
