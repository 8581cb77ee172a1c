import { describe, expect, it } from 'vitest';
import { Permutation } from './permutation.js';

describe('Permutation', () => {
  it.each([1, 2, 3, 7, 64, 1000, 4097, 60_000])('maps [0, %i) one-to-one onto itself', (size) => {
    const permutation = new Permutation(size, 1234);
    const values = Array.from({ length: size }, (_, i) => permutation.at(i));
    expect(values.filter((v) => !Number.isInteger(v) || v < 0 || v >= size)).toEqual([]);
    expect(new Set(values).size).toBe(size);
  });

  it('depends on the key and scrambles consecutive indices', () => {
    const a = new Permutation(100_000, 1);
    const b = new Permutation(100_000, 2);
    const firstA = Array.from({ length: 20 }, (_, i) => a.at(i));
    expect(Array.from({ length: 20 }, (_, i) => b.at(i))).not.toEqual(firstA);
    expect(firstA).not.toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(new Permutation(100_000, 1).at(12_345)).toBe(a.at(12_345));
  });

  it('handles the largest domain it is used on (31^6 credit-code serials)', () => {
    const permutation = new Permutation(31 ** 6, 9);
    const values = Array.from({ length: 1000 }, (_, i) => permutation.at(20_000_000 + i));
    expect(new Set(values).size).toBe(1000);
    expect(Math.max(...values)).toBeLessThan(31 ** 6);
  });

  it('rejects indices outside the domain', () => {
    const permutation = new Permutation(10, 1);
    expect(() => permutation.at(10)).toThrow();
    expect(() => permutation.at(-1)).toThrow();
    expect(() => permutation.at(1.5)).toThrow();
    expect(() => new Permutation(0, 1)).toThrow();
  });
});
