import { describe, expect, it } from 'vitest';
import { BigscreenMemo } from './memo.js';

describe('the big-screen’s kept answers', () => {
  it('serve a key until it is older than the age, then compute it again; requests together compute once', async () => {
    let clock = 0;
    let computed = 0;
    const memo = new BigscreenMemo(10, 10_000, () => clock);
    const compute = () => Promise.resolve(++computed);
    expect(await Promise.all([memo.get('a', compute), memo.get('a', compute)])).toEqual([1, 1]);
    clock = 9_999;
    expect(await memo.get('a', compute)).toBe(1);
    clock = 10_000;
    expect(await memo.get('a', compute)).toBe(2);
    expect(await memo.get('b', compute)).toBe(3);
  });

  it('forget a failed computation and keep at most their capacity, the least recently used going first', async () => {
    const memo = new BigscreenMemo(2, 10_000, () => 0);
    await expect(memo.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('x', () => Promise.resolve('up'))).toBe('up');
    await memo.get('y', () => Promise.resolve('y'));
    await memo.get('x', () => Promise.resolve('again'));
    await memo.get('z', () => Promise.resolve('z'));
    // x was used after y: y went.
    expect(await memo.get('x', () => Promise.resolve('recomputed'))).toBe('up');
    expect(await memo.get('y', () => Promise.resolve('recomputed'))).toBe('recomputed');
  });
});
