/**
 * How values are shown to people: dates and times as zh-CN reads them, money in 万元 and masked
 * phone / ID numbers. Pure functions; an empty or unreadable value becomes '' (or the raw text).
 */

import { maskIdcard as maskIdcardNumber } from '@common/idcard';
import { parkClock, parkInstant, type ParkClock } from '@common/park-time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The park's wall clock at a value (common/park-time.ts): stored times are instants, shown in the
 * park's time zone whatever the device's — a message sent at 14:48 China time reads 14:48 on a
 * phone set to any zone. A calendar day ('2025-03-07') stays that day.
 */
function clockOf(value: string | number | Date | null | undefined): ParkClock | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = parkInstant(value);
  return Number.isNaN(ms) ? null : parkClock(ms);
}

const raw = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const dayText = (c: ParkClock) => `${c.year}-${pad(c.month)}-${pad(c.day)}`;

/** 2025-03-07 (park time). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const clock = clockOf(value);
  return clock ? dayText(clock) : raw(value);
}

/** 2025-03-07 14:05 (park time). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const clock = clockOf(value);
  return clock ? `${dayText(clock)} ${pad(clock.hours)}:${pad(clock.minutes)}` : raw(value);
}

/** 14:05:09 (park time): a clock on a wall display. */
export function formatClock(value: string | number | Date | null | undefined): string {
  const clock = clockOf(value);
  return clock ? `${pad(clock.hours)}:${pad(clock.minutes)}:${pad(clock.seconds)}` : raw(value);
}

/** 2025年3月7日: for headings and sentences (park time). */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  const clock = clockOf(value);
  return clock ? `${clock.year}年${clock.month}月${clock.day}日` : raw(value);
}

/** 星期五 (park time). */
export function formatWeekday(value: string | number | Date | null | undefined): string {
  const clock = clockOf(value);
  return clock ? `星期${'日一二三四五六'[clock.weekday]!}` : raw(value);
}

/**
 * 1234567.8 → '1,234,567.8', as zh-CN groups digits, to at most `digits` decimal places with
 * trailing zeros dropped. Written out rather than `toLocaleString('zh-CN')`, whose first call in a
 * page loads the locale's number data: 15–30 ms on a desktop, several times that on a phone, in the
 * middle of a first screen.
 */
export function formatNumber(value: number, digits = 0): string {
  // Rounded half away from zero on the decimal digits as written (1.005 → 1.01), as Intl does;
  // toFixed alone rounds the binary value (1.005 → 1.00).
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  const rounded = Number.isFinite(shifted) ? Number(`${shifted}e-${digits}`) : Math.abs(value);
  const [whole = '0', fraction = ''] = rounded.toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const kept = fraction.replace(/0+$/, '');
  const sign = value < 0 && (Number(whole) > 0 || kept) ? '-' : '';
  return `${sign}${grouped}${kept ? `.${kept}` : ''}`;
}

export interface MoneyOptions {
  /** The unit of the value given: 万元 (default, what the park data stores) or 元. */
  from?: 'wan' | 'yuan';
  /** Decimal places shown, 2 by default; trailing zeros are dropped. */
  digits?: number;
  /** Append ' 万元' (default true). */
  unit?: boolean;
}

/** 1234.5 → '1,234.5 万元'; 12345600 元 → '1,234.56 万元'. */
export function formatMoney(value: number | string | null | undefined, options: MoneyOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const wan = options.from === 'yuan' ? number / 10_000 : number;
  const text = formatNumber(wan, options.digits ?? 2);
  return options.unit === false ? text : `${text} 万元`;
}

/** 13800000001 → 138****0001; anything that is not an 11-digit mobile number is returned unchanged. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.replace(
    /^(\+?86)?(\d{3})\d{4}(\d{4})$/,
    (_all, _cc: string | undefined, head: string, tail: string) => `${head}****${tail}`,
  );
}

/** 110101199003071234 → 110***********1234, as the server masks it (already masked values pass through). */
export function maskIdcard(idcard: string | null | undefined): string {
  if (!idcard) return '';
  return maskIdcardNumber(idcard);
}

/** true → 是, false → 否. */
export const formatBool = (value: boolean | null | undefined): string =>
  value === true ? '是' : value === false ? '否' : '';

/** A label with how many it holds, as every tab and filter writes it: 超期（2）, 待审核（36）. */
export const withCount = (label: string, count: number): string => `${label}（${String(count)}）`;
