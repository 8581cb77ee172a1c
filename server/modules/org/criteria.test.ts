import { describe, expect, it } from 'vitest';
import {
  ageBounds,
  criteriaOf,
  nextDay,
  parseInterval,
  searchTerms,
  yearsBefore,
} from './criteria.js';
import { fullYearsSince } from './portrait.js';

describe('search criteria', () => {
  it('parses ranges: lower bound included, upper excluded, open-ended, nonsense refused', () => {
    expect(parseInterval('0-1')).toEqual({ min: 0, max: 1 });
    expect(parseInterval(' 100 - 500 ')).toEqual({ min: 100, max: 500 });
    expect(parseInterval('10-')).toEqual({ min: 10, max: null });
    expect(parseInterval('0.5-1.5')).toEqual({ min: 0.5, max: 1.5 });
    expect(parseInterval('5-3')).toBeNull();
    expect(parseInterval('3-3')).toBeNull();
    expect(parseInterval('-3')).toBeNull();
    expect(parseInterval('十年')).toBeNull();
  });

  it('counts years in calendar days, 29 February included', () => {
    expect(yearsBefore('2026-05-21', 3)).toBe('2023-05-21');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2023-02-28')).toBe('2023-03-01');
    expect(nextDay('2026-04-30')).toBe('2026-05-01');
    expect(nextDay('2026-05-09')).toBe('2026-05-10');
    expect(yearsBefore('2000-02-29', 100)).toBe('1900-02-28');
  });

  it('turns "a ≤ whole years < b" into date bounds that count the anniversary as a full year', () => {
    // On 2026-05-21 an org set up on 2023-05-21 is exactly 3 years old: in '3-5', not in '1-3'.
    expect(ageBounds({ min: 3, max: 5 }, '2026-05-21')).toEqual({ from: '2021-05-22', before: '2023-05-22' });
    expect(ageBounds({ min: 0, max: 1 }, '2026-05-21')).toEqual({ from: '2025-05-22', before: '2026-05-22' });
    expect(ageBounds({ min: 10, max: null }, '2026-05-21')).toEqual({ from: null, before: '2016-05-22' });
    // Text comparison works for timestamps too: created on the day, any hour, is inside.
    expect('2023-05-21T23:59:59.999Z' < '2023-05-22').toBe(true);
    expect(fullYearsSince('2023-05-21', '2026-05-21')).toBe(3);
    expect(fullYearsSince('2023-05-22', '2026-05-21')).toBe(2);
    expect(fullYearsSince('2023-05-22T08:00:00Z', '2026-05-22')).toBe(3);
    expect(fullYearsSince('', '2026-05-21')).toBeNull();
  });

  it('drops empty values and "all", and sorts lists so equal searches share one key', () => {
    const a = criteriaOf(
      {
        province: '全部',
        parkids: [3, 1, 3],
        registstatus: ['', '在业', '存续'],
        search: ' 杭州  科技 杭州 ',
      },
      '2026-05-21',
    );
    const b = criteriaOf(
      { province: '', parkids: [1, 3], registstatus: ['存续', '在业'], search: '杭州 科技' },
      '2026-05-21',
    );
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      province: '',
      parkIds: [1, 3],
      registStatuses: ['在业', '存续'],
      terms: ['杭州', '科技'],
    });
    expect(criteriaOf({ province: '浙江省' }).province).toBe('浙江省');
  });

  it('splits the search on whitespace and drops control characters (the index pads with U+001F)', () => {
    expect(searchTerms('杭州\u001f科技\t有限')).toEqual(['杭州', '科技', '有限']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
});
