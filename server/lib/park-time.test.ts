import { describe, expect, it } from 'vitest';
import { isCalendarDay, parkDayOf, parkDayStart, parkTime, parkToday } from './park-time.js';

describe('park time (Beijing, UTC+8)', () => {
  it("reads today's date in China's time zone", () => {
    expect(parkToday(new Date('2026-05-20T16:00:00Z'))).toBe('2026-05-21');
    expect(parkToday(new Date('2026-05-20T15:59:59Z'))).toBe('2026-05-20');
    expect(parkDayOf('2026-12-31T16:00:00.000Z')).toBe('2027-01-01');
  });

  it('bounds a park day by the instants stored timestamps are compared with', () => {
    expect(parkDayStart('2026-05-21')).toBe('2026-05-20T16:00:00.000Z');
    expect(parkDayStart('2026-05-21', 1)).toBe('2026-05-21T16:00:00.000Z');
    // Every instant of the day lies inside its bounds, and is that day.
    for (const iso of ['2026-05-20T16:00:00.000Z', '2026-05-21T15:59:59.999Z']) {
      expect(iso >= parkDayStart('2026-05-21') && iso < parkDayStart('2026-05-21', 1)).toBe(true);
      expect(parkDayOf(iso)).toBe('2026-05-21');
    }
  });

  it('shows a time as the exports do, to the minute in park time', () => {
    expect(parkTime('2026-05-21T06:05:59.000Z')).toBe('2026-05-21 14:05');
    expect(parkTime('2026-05-21T20:00:00.000Z')).toBe('2026-05-22 04:00');
    expect(parkTime(null)).toBe('');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
  });
});
