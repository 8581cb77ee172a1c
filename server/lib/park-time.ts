/**
 * Park time: the parks are in China, on Beijing time (UTC+8, no daylight saving since 1991), so
 * a park day is plain arithmetic on the instant — no Intl formatter, cheap enough for every
 * search and every page view. Exports, day boundaries, "today" and "years since" all use it.
 */
const PARK_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The instant shifted to park wall-clock time, as an ISO string (its Z means nothing). */
const wallClock = (ms: number) => new Date(ms + PARK_OFFSET_MS).toISOString();

/** The park day (YYYY-MM-DD) of an instant. */
export const parkDayOf = (iso: string): string => wallClock(Date.parse(iso)).slice(0, 10);

/** Today (YYYY-MM-DD) in the park, or the park day of `now`. */
export const parkToday = (now: Date = new Date()): string => wallClock(now.getTime()).slice(0, 10);

/** The instant (ISO, UTC) a park day starts, `offsetDays` later: the bounds stored timestamps are compared with. */
export const parkDayStart = (day: string, offsetDays = 0): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - PARK_OFFSET_MS + offsetDays * DAY_MS).toISOString();

/** 2026-05-21 14:05 in park time, as the exports show it; '' for none. */
export const parkTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const text = wallClock(Date.parse(iso));
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
};

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
