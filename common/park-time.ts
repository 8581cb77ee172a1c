/**
 * Park time, for both sides: times are stored and sent as instants (ISO-8601 with Z) and shown on
 * the parks' clock — China, Beijing time (UTC+8, no daylight saving since 1991) — whatever the
 * zone of the device or the server showing them. Plain arithmetic on the instant: no Intl
 * formatter, cheap enough for every row of a list.
 */
export const PARK_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 24 * 3600_000;

/** The park's wall clock at an instant, read field by field. */
export interface ParkClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** The instant shifted to the park's wall clock, as an ISO string (its Z means nothing). */
export const parkWallClock = (ms: number): string => new Date(ms + PARK_OFFSET_MS).toISOString();

/** The park's wall clock at `ms`. */
export function parkClock(ms: number): ParkClock {
  const wall = new Date(ms + PARK_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date and time written without a zone ('2026-05-21 14:05', '2026-05-21T14:05:00'). */
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The instant (ms) a value stands for: an ISO instant as it says; a calendar day or a date and
 * time written without a zone as the park's wall clock (they were written in park time); NaN when
 * unreadable.
 */
export function parkInstant(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (CALENDAR_DAY.test(text)) return Date.parse(`${text}T00:00:00Z`) - PARK_OFFSET_MS;
  if (ZONELESS.test(text)) return Date.parse(`${text.replace(' ', 'T')}Z`) - PARK_OFFSET_MS;
  return Date.parse(text);
}

/** The park day (YYYY-MM-DD) of an instant. */
export const parkDayOf = (iso: string): string => parkWallClock(Date.parse(iso)).slice(0, 10);

/** Today (YYYY-MM-DD) in the park, `daysAgo` days before, of `now`. */
export const parkToday = (now: Date | number = Date.now(), daysAgo = 0): string =>
  parkWallClock((typeof now === 'number' ? now : now.getTime()) - daysAgo * DAY_MS).slice(0, 10);

/** The instant (ISO, UTC) a park day starts, `offsetDays` later: the bounds stored timestamps are compared with. */
export const parkDayStart = (day: string, offsetDays = 0): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - PARK_OFFSET_MS + offsetDays * DAY_MS).toISOString();
