import { afterEach, describe, expect, it } from 'vitest';
import {
  formatBool,
  withCount,
  formatClock,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatMoney,
  formatNumber,
  maskIdcard,
  formatWeekday,
  maskPhone,
} from './format';

describe('dates', () => {
  // 2025-03-07 14:05:09 in the park (UTC+8), stored as the instant.
  const instant = '2025-03-07T06:05:09.000Z';
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  const ZONES = ['UTC', 'America/New_York', 'Pacific/Auckland', 'Asia/Shanghai'];

  it('shows a message sent at 14:48 China time as 14:48 on a device set to any zone', () => {
    for (const deviceZone of ZONES) {
      process.env.TZ = deviceZone;
      expect(formatDateTime('2026-11-27T06:48:00.000Z'), deviceZone).toBe('2026-11-27 14:48');
      expect(formatDate('2026-11-27T17:30:00.000Z'), deviceZone).toBe('2026-11-28');
    }
  });

  it('shows a stored instant on the park’s clock, whatever zone the device is set to', () => {
    for (const deviceZone of ZONES) {
      process.env.TZ = deviceZone;
      expect(formatDate(instant), deviceZone).toBe('2025-03-07');
      expect(formatDateTime(instant), deviceZone).toBe('2025-03-07 14:05');
      expect(formatDateTime(Date.parse(instant)), deviceZone).toBe('2025-03-07 14:05');
      expect(formatDateTime(new Date(instant)), deviceZone).toBe('2025-03-07 14:05');
      expect(formatDateLong(instant), deviceZone).toBe('2025年3月7日');
      expect(formatClock(instant), deviceZone).toBe('14:05:09');
      expect(formatWeekday(instant), deviceZone).toBe('星期五');
      // Late in the park's evening is already the next day in the park, not in London.
      expect(formatDate('2025-03-07T17:30:00Z'), deviceZone).toBe('2025-03-08');
      // A calendar day and a time written in park time stay as written.
      expect(formatDate('2025-03-07'), deviceZone).toBe('2025-03-07');
      expect(formatDateTime('2025-03-07 14:05'), deviceZone).toBe('2025-03-07 14:05');
    }
  });
  it('keeps empty and unreadable values readable', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('不详')).toBe('不详');
  });
});

describe('money in 万元', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatMoney(1234.5)).toBe('1,234.5 万元');
    expect(formatMoney(0)).toBe('0 万元');
    expect(formatMoney('88.888')).toBe('88.89 万元');
    expect(formatMoney(12_345_600, { from: 'yuan' })).toBe('1,234.56 万元');
    expect(formatMoney(5, { unit: false })).toBe('5');
  });
  it('shows nothing for no value and the raw text for non-numbers', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('面议')).toBe('面议');
  });
});

describe('masking', () => {
  it('masks the middle four digits of a mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('+8613800000001')).toBe('138****0001');
    expect(maskPhone('0571-88888888')).toBe('0571-88888888');
    expect(maskPhone(null)).toBe('');
  });
  it('masks an ID number but its first three and last four characters, as the server does', () => {
    expect(maskIdcard('11010119900307123X')).toBe('110***********123X');
    expect(maskIdcard('110***********1234')).toBe('110***********1234');
    expect(maskIdcard(null)).toBe('');
  });
  it('reads booleans as 是/否', () => {
    expect(formatBool(true)).toBe('是');
    expect(formatBool(false)).toBe('否');
    expect(formatBool(undefined)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups digits and rounds as zh-CN does, without the locale data', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5, 1)).toBe('-1,234.5');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(1000.1, 2)).toBe('1,000.1');
    expect(formatNumber(-0.001, 2)).toBe('0');
  });
  it('agrees with toLocaleString over many values', () => {
    const values = [0.125, 0.5, 12.345, 99.995, 1_000_000, 123_456.789, -98_765.4321, 7e-7, 4_294_967_296.5];
    for (let i = 0; i < 200; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 12) * 1000) / 1000);
    for (const value of values) {
      for (const digits of [0, 2]) {
        const expected = value.toLocaleString('zh-CN', { maximumFractionDigits: digits }).replace(/^-0$/, '0');
        expect(formatNumber(value, digits), `${value} to ${digits} places`).toBe(expected);
      }
    }
  });
});

describe('withCount', () => {
  it('writes the count in full-width brackets, as the rest of the Chinese copy', () => {
    expect(withCount('超期', 2)).toBe('超期（2）');
  });
});
