import { describe, expect, it } from 'vitest';
import { APPEAL_CATEGORIES, dueAt, dueAtFor, isOverdue } from './rules.js';

describe('appeal deadlines', () => {
  it('counts working days (Monday–Friday) after the filing day, in park time, to the end of the day', () => {
    // Wednesday 2026-01-07 10:00 park time.
    expect(dueAt('2026-01-07T02:00:00.000Z', 3)).toBe('2026-01-12T15:59:59.999Z'); // Mon 12th, 23:59:59.999 +08:00
    // Friday evening: the weekend does not count.
    expect(dueAt('2026-01-09T12:00:00.000Z', 1)).toBe('2026-01-12T15:59:59.999Z');
    // Saturday 01:00 park time is still Saturday (Friday 17:00 UTC).
    expect(dueAt('2026-01-09T17:00:00.000Z', 1)).toBe('2026-01-12T15:59:59.999Z');
    expect(dueAt('2026-01-07T02:00:00.000Z', 15)).toBe('2026-01-28T15:59:59.999Z');
  });

  it('takes the working days from the category, 10 for an unknown one', () => {
    expect(APPEAL_CATEGORIES.map((c) => c.days)).toEqual(expect.arrayContaining([3, 5, 10, 15]));
    expect(dueAtFor('2026-01-07T02:00:00.000Z', 'SAFETY')).toBe(dueAt('2026-01-07T02:00:00.000Z', 3));
    expect(dueAtFor('2026-01-07T02:00:00.000Z', 'LAND')).toBe(dueAt('2026-01-07T02:00:00.000Z', 15));
    expect(dueAtFor('2026-01-07T02:00:00.000Z', 'NOPE')).toBe(dueAt('2026-01-07T02:00:00.000Z', 10));
  });

  it('is overdue only while unanswered past the deadline', () => {
    const now = Date.parse('2026-02-01T00:00:00.000Z');
    expect(isOverdue({ state: 'SUBMITTED', dueAt: '2026-01-31T15:59:59.999Z' }, now)).toBe(true);
    expect(isOverdue({ state: 'ASSIGNED', dueAt: '2026-02-02T15:59:59.999Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'REPLIED', dueAt: '2026-01-01T00:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'CLOSED', dueAt: '2026-01-01T00:00:00.000Z' }, now)).toBe(false);
  });
});
