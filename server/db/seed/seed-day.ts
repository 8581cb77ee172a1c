/**
 * The demo's "today": the UTC day the park is seeded. Every demo date counts from the start of that
 * day (00:00 UTC, 08:00 park time), so a park looks current on the day it is seeded (open appeals
 * mostly in time, application windows open now) and two seeds made on the same day store identical
 * rows.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedDay {
  /** UTC day number (days since 1970-01-01) of the seeding day. */
  readonly day: number;
  /** ISO-8601 timestamp, as nowIso() stores them, `offsetDays` from the seeding day, `seconds` into it. */
  at(offsetDays: number, seconds?: number): string;
  /** 'YYYY-MM-DD', as the date columns store them, `offsetDays` from the seeding day. */
  date(offsetDays: number): string;
  /** The calendar year `offsetDays` from the seeding day (for texts such as 2025年度). */
  year(offsetDays?: number): number;
}

/** The seeding day that contains the instant `now` (milliseconds, the clock's by default). */
export function seedDay(now: number = Date.now()): SeedDay {
  const day = Math.floor(now / DAY_MS);
  return {
    day,
    at: (offsetDays, seconds = 0) => isoAt(day + offsetDays, seconds),
    date: (offsetDays) => dateOfDay(day + offsetDays),
    year: (offsetDays = 0) => new Date((day + offsetDays) * DAY_MS).getUTCFullYear(),
  };
}

/** UTC day number (days since 1970-01-01) of a 'YYYY-MM-DD' date. */
export function dayOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** 'YYYY-MM-DD' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO-8601 timestamp, as nowIso() stores them, `seconds` into a day. */
export function isoAt(day: number, seconds = 0): string {
  return new Date(day * DAY_MS + seconds * 1000).toISOString();
}
