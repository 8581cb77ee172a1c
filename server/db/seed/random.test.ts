import { describe, expect, it } from 'vitest';
import { mix32, Random, seedFrom } from './random.js';

describe('Random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 100 }, () => c.next())).not.toEqual(seqA);
  });

  it('pins the first values, so a change to the generator (and so to the whole demo) is noticed', () => {
    const rng = new Random(seedFrom('org', 1, 0));
    expect([rng.next(), rng.next()].map((v) => v.toFixed(12))).toMatchInlineSnapshot(`
      [
        "0.358104417799",
        "0.116135070566",
      ]
    `);
  });

  it('keeps int, between and pick inside their ranges and reaches both ends', () => {
    const rng = new Random(7);
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      ints.add(n);
      const f = rng.between(-1, 1);
      expect(f).toBeGreaterThanOrEqual(-1);
      expect(f).toBeLessThan(1);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
    expect(() => rng.pick([])).toThrow();
  });

  it('follows weights roughly', () => {
    const rng = new Random(99);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted([
          ['heavy', 9],
          ['light', 1],
        ] as const) === 'heavy'
      )
        heavy++;
    expect(heavy / 10_000).toBeGreaterThan(0.87);
    expect(heavy / 10_000).toBeLessThan(0.93);
  });

  it('samples distinct items in list order', () => {
    const rng = new Random(5);
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let i = 0; i < 100; i++) {
      const picked = rng.sample(items, 4);
      expect(new Set(picked).size).toBe(4);
      expect([...picked].sort((x, y) => items.indexOf(x) - items.indexOf(y))).toEqual(picked);
    }
    expect(rng.sample(items, 10)).toEqual(items);
  });
});

describe('seedFrom and mix32', () => {
  it('name seeds stably and tells parts apart', () => {
    expect(seedFrom('org', 1, 2)).toBe(seedFrom('org', 1, 2));
    expect(seedFrom('org', 1, 2)).not.toBe(seedFrom('org', 12));
    expect(seedFrom('org', 1, 2)).not.toBe(seedFrom('org', 2, 1));
    expect(mix32(1)).not.toBe(mix32(2));
    expect(mix32(0xffffffff)).toBeGreaterThanOrEqual(0);
  });
});
