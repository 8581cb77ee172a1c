import { ACCESS_DEFAULT_DAYS, ACCESS_MAX_DAYS } from '../../../common/access/contract.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { parkDayOf } from '../../lib/park-time.js';

const DAY_MS = 24 * 3600_000;

export interface DayRange {
  from: string;
  to: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function realDay(day: string, label: string): number {
  const n = dayNumber(day);
  if (!Number.isFinite(n) || dayText(n) !== day) throw new BizError(`${label}不是有效的日期`);
  return n;
}

/**
 * The days a request counts: as asked, or the last ACCESS_DEFAULT_DAYS park days up to its end
 * (today when absent). Refuses a reversed range or one longer than ACCESS_MAX_DAYS.
 */
export function dayRange(input: { from?: string | undefined; to?: string | undefined }): DayRange {
  const to = input.to ? realDay(input.to, '结束日期') : dayNumber(parkDayOf(nowIso()));
  const from = input.from ? realDay(input.from, '开始日期') : to - (ACCESS_DEFAULT_DAYS - 1);
  if (from > to) throw new BizError('开始日期不能晚于结束日期');
  if (to - from + 1 > ACCESS_MAX_DAYS) throw new BizError(`统计范围不能超过 ${String(ACCESS_MAX_DAYS)} 天`);
  return { from: dayText(from), to: dayText(to) };
}

/** Every day of the range, in order. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n += 1) days.push(dayText(n));
  return days;
}
