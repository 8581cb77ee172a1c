import { describe, expect, it } from 'vitest';
import { VersionedMemo } from './memo.js';
import { MAX_EXPANSION, MAX_OCCURRENCES, sqliteTextPlan } from './search-text.js';

describe('VersionedMemo', () => {
  it('computes once for a burst of equal keys', async () => {
    const memo = new VersionedMemo();
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 42;
    };
    expect(
      await Promise.all([memo.get('k', compute), memo.get('k', compute), memo.get('k', compute)]),
    ).toEqual([42, 42, 42]);
    expect(calls).toBe(1);
  });

  it('forgets failures at once', async () => {
    const memo = new VersionedMemo();
    await expect(memo.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await memo.get('k', async () => 7)).toBe(7);
  });

  it('evicts the least recently used entries by weight', async () => {
    const memo = new VersionedMemo(10);
    await memo.get(
      'a',
      async () => [1, 2, 3, 4],
      (rows) => rows.length,
    );
    await memo.get(
      'b',
      async () => [1, 2, 3, 4],
      (rows) => rows.length,
    );
    await memo.get('a', async () => []);
    await memo.get(
      'c',
      async () => [1, 2, 3, 4],
      (rows) => rows.length,
    );
    expect(memo.stats).toEqual({ entries: 2, weight: 8 });
    let recomputed = false;
    await memo.get('b', async () => {
      recomputed = true;
      return [];
    });
    expect(recomputed).toBe(true);
  });
});

describe('sqliteTextPlan', () => {
  const expand =
    (table: Record<string, string[]>, occurrences = 10) =>
    async (term: string) => ({ trigrams: table[term] ?? [], occurrences });
  const many = Array.from({ length: MAX_EXPANSION + 1 }, (_, i) => `科${String.fromCharCode(0x4e00 + i)}x`);

  it('searches long terms as phrases and short ones by the trigrams they start', async () => {
    const plan = await sqliteTextPlan(
      ['新材料', '科技', '"x'],
      expand({ 科技: ['科技有', '科技\u001f\u001f'], '"x': ['"x1'] }),
    );
    expect(plan).toEqual({
      match: '"新材料" AND ("科技有" OR "科技\u001f\u001f") AND """x1"',
      wide: [],
      scan: [],
      impossible: false,
    });
  });

  it('knows a short term found nowhere matches nothing', async () => {
    expect(await sqliteTextPlan(['新材料', '鑫'], expand({}))).toEqual({
      match: null,
      wide: [],
      scan: [],
      impossible: true,
    });
  });

  it('reads a short term that starts too many trigrams to OR from their occurrences', async () => {
    expect(await sqliteTextPlan(['科', '新材料'], expand({ 科: many }))).toEqual({
      match: '"新材料"',
      wide: ['科'],
      scan: [],
      impossible: false,
    });
  });

  it('matches a short term that occurs nearly everywhere by LIKE', async () => {
    expect(await sqliteTextPlan(['科'], expand({ 科: many }, MAX_OCCURRENCES + 1))).toEqual({
      match: null,
      wide: [],
      scan: ['科'],
      impossible: false,
    });
  });
});
