/**
 * How values are shown to people: dates and times as zh-CN reads them, money in 万元 and masked
 * phone / ID numbers. Pure functions; an empty or unreadable value becomes '' (or the raw text).
 */

import { maskIdcard as maskIdcardNumber } from '@common/idcard';

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const raw = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** 2025-03-07 (local time). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return raw(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 2025-03-07 14:05 (local time). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return raw(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 2025年3月7日: for headings and sentences. */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return raw(value);
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
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
