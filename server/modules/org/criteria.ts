import { ALL_PROVINCES, type OrgSearchPayload } from '../../../common/org/contract.js';
import { parkToday } from '../../lib/park-time.js';

/**
 * The SPEC §3 search payload, normalised into what the query builder needs: empty lists and
 * "all" values dropped, lists sorted and deduplicated (so equal searches share one memo key),
 * ranges parsed, and year ranges turned into date bounds for the day of the search.
 */

/** Half-open interval [min, max); max null: no upper bound. */
export interface Interval {
  min: number;
  max: number | null;
}

/** Dates (YYYY-MM-DD) bounding a column: from ≤ value < before; null: unbounded on that side. */
export interface DateBounds {
  from: string | null;
  before: string | null;
}

export interface OrgCriteria {
  /** Whitespace-separated terms; each must occur in fullname, simplename or credit code. */
  terms: string[];
  provinces: string[];
  /** The single `province` of the payload ('' for all); ANDed with `provinces` like any other filter. */
  province: string;
  cities: string[];
  counties: string[];
  parkIds: number[];
  subParks: string[];
  orgtypes: string[];
  industryNames: string[];
  fieldIds: number[];
  registStatuses: string[];
  setup: DateBounds[];
  capital: Interval[];
  joined: DateBounds[];
}

export interface Paging {
  size: number;
  offset: number;
}

export function parseInterval(text: string): Interval | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max <= min) return null;
  return { min, max };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!);
const two = (n: number) => String(n).padStart(2, '0');
const dayText = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

// Plain arithmetic rather than Date objects: these run on every search with an age range.

/** The same calendar day `years` earlier; 29 February becomes the 28th in a common year. */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = parts(day);
  const year = y - years;
  return dayText(year, m, Math.min(d, daysIn(year, m)));
}

export function nextDay(day: string): string {
  const [y, m, d] = parts(day);
  if (d < daysIn(y, m)) return dayText(y, m, d + 1);
  return m < 12 ? dayText(y, m + 1, 1) : dayText(y + 1, 1, 1);
}

/**
 * "a ≤ whole years since the date < b" as bounds on the date: a date counts a full year on its
 * anniversary. Compared as text, so `before` also works on ISO timestamps (created_at).
 */
export function ageBounds(interval: Interval, today: string): DateBounds {
  return {
    before: nextDay(yearsBefore(today, interval.min)),
    from: interval.max === null ? null : nextDay(yearsBefore(today, interval.max)),
  };
}

function strings(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map((v) => v.trim()).filter((v) => v !== ''))].sort();
}

function numbers(values: readonly number[] | undefined): number[] {
  return [...new Set((values ?? []).filter((v) => Number.isInteger(v)))].sort((a, b) => a - b);
}

function intervals(values: readonly string[] | undefined): Interval[] {
  return strings(values)
    .map(parseInterval)
    .filter((i): i is Interval => i !== null);
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Control characters never occur in names; U+001F is the index's padding (0004_org_search). */
export function searchTerms(search: string | undefined): string[] {
  const terms = (search ?? '').replace(CONTROL_CHARACTERS, ' ').split(/\s+/u);
  return [...new Set(terms.filter((t) => t !== ''))];
}

export function criteriaOf(payload: OrgSearchPayload, day?: string): OrgCriteria {
  // Only age ranges need the date; formatting it is the dearest step of a cached search.
  let today = day;
  const ages = (ranges: readonly string[] | undefined) =>
    intervals(ranges).map((i) => ageBounds(i, (today ??= parkToday())));
  const province = payload.province?.trim() ?? '';
  return {
    terms: searchTerms(payload.search),
    provinces: strings(payload.provinces),
    province: province === ALL_PROVINCES ? '' : province,
    cities: strings(payload.citys),
    counties: strings(payload.countys),
    parkIds: numbers(payload.parkids),
    subParks: strings(payload.subparks),
    orgtypes: strings(payload.orgtypes),
    industryNames: strings(payload.industrynames),
    fieldIds: numbers(payload.fieldids),
    registStatuses: strings(payload.registstatus),
    setup: ages(payload.setuptims),
    capital: intervals(payload.registercapitals),
    joined: ages(payload.contimes),
  };
}

/** One stable text per search, for memo keys. */
export const criteriaKey = (criteria: OrgCriteria): string => JSON.stringify(criteria);
