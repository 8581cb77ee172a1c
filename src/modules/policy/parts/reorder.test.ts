import { describe, expect, it } from 'vitest';
import { moveWrites } from './reorder';

describe('moveWrites', () => {
  const rows = [
    { id: 1, indexnumber: 10 },
    { id: 2, indexnumber: 20 },
    { id: 3, indexnumber: 30 },
  ];

  it('swaps the numbers of neighbours', () => {
    expect(moveWrites(rows, 2, -1)).toEqual([
      { id: 2, indexnumber: 10 },
      { id: 1, indexnumber: 20 },
    ]);
    expect(moveWrites(rows, 2, 1)).toEqual([
      { id: 2, indexnumber: 30 },
      { id: 3, indexnumber: 20 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveWrites(rows, 1, -1)).toEqual([]);
    expect(moveWrites(rows, 3, 1)).toEqual([]);
    expect(moveWrites(rows, 9, 1)).toEqual([]);
  });

  it('renumbers when the numbers are equal', () => {
    const same = [
      { id: 1, indexnumber: 0 },
      { id: 2, indexnumber: 0 },
      { id: 3, indexnumber: 0 },
    ];
    expect(moveWrites(same, 3, -1)).toEqual([
      { id: 1, indexnumber: 10 },
      { id: 3, indexnumber: 20 },
      { id: 2, indexnumber: 30 },
    ]);
  });
});
