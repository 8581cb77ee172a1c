/**
 * Every date in the demo counts from this instant instead of the clock, so two seeds made on
 * different days store identical rows.
 */
export const SEED_BASE_DATE = Date.UTC(2026, 0, 1);
export const SEED_BASE_ISO = new Date(SEED_BASE_DATE).toISOString();

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC day number (days since 1970-01-01) of a 'YYYY-MM-DD' date. */
export function dayOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export const SEED_BASE_DAY = Math.floor(SEED_BASE_DATE / DAY_MS);

/** 'YYYY-MM-DD' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO-8601 timestamp, as nowIso() stores them, `seconds` into a day. */
export function isoAt(day: number, seconds = 0): string {
  return new Date(day * DAY_MS + seconds * 1000).toISOString();
}
