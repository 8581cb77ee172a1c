import { describe, expect, it } from 'vitest';
import { BizError } from '../lib/errors.js';
import { presentedOne, presentedPage } from './present.js';

describe('presented answers', () => {
  it('presents each row of a page and keeps the total', async () => {
    expect(await presentedPage(Promise.resolve({ rows: [{ n: 1 }, { n: 2 }], total: 7 }), (r) => r.n * 10)).toEqual({ list: [10, 20], total: 7 });
  });

  it('presents the record read, and answers 不存在 without one', async () => {
    expect(await presentedOne(Promise.resolve({ n: 3 }), '金融产品', (r) => r.n)).toBe(3);
    await expect(presentedOne(Promise.resolve(undefined), '金融产品', () => 0)).rejects.toThrow(BizError);
    await expect(presentedOne(Promise.resolve(undefined), '金融产品', () => 0)).rejects.toThrow('金融产品不存在');
  });
});
