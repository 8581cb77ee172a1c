import { describe, expect, it } from 'vitest';
import { instantOf, parkParts, shortTime, spanOf } from './park-time';

describe('activity times on the park clock (UTC+8)', () => {
  it('turns a park day and time into the instant and back', () => {
    expect(instantOf('2026-05-21', '14:00')).toBe('2026-05-21T06:00:00.000Z');
    expect(instantOf('2026-05-21', '07:30')).toBe('2026-05-20T23:30:00.000Z');
    expect(parkParts('2026-05-20T23:30:00.000Z')).toEqual({ day: '2026-05-21', time: '07:30' });
  });

  it('writes a span on one day once, and both days when it runs over', () => {
    expect(shortTime('2026-05-21T06:00:00.000Z')).toBe('5月21日 14:00');
    expect(spanOf('2026-05-21T06:00:00.000Z', '2026-05-21T08:00:00.000Z')).toBe('5月21日 14:00–16:00');
    expect(spanOf('2026-05-21T06:00:00.000Z', '2026-05-22T08:00:00.000Z')).toBe('5月21日 14:00 至 5月22日 16:00');
  });
});
