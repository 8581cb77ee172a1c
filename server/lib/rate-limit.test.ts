import { describe, expect, it } from 'vitest';
import { describeEachStore, useTestStore } from '../testing/stores.js';
import { MemoryStore } from './kv.js';
import { RateLimiter } from './rate-limit.js';

describeEachStore('rate limiter on %s store', (kind) => {
  const kv = useTestStore(kind, 'rl');
  const limiter = new RateLimiter(kv);

  it('allows up to the limit, then refuses with the time left in the window', async () => {
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit('a', 3, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    const refused = await limiter.hit('a', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts keys apart', async () => {
    await limiter.hit('b', 1, 60_000);
    expect((await limiter.hit('b', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit('c', 1, 60_000)).allowed).toBe(true);
  });

  it('starts over after a reset', async () => {
    await limiter.hit('d', 1, 60_000);
    expect((await limiter.hit('d', 1, 60_000)).allowed).toBe(false);
    await limiter.reset('d');
    expect((await limiter.hit('d', 1, 60_000)).allowed).toBe(true);
  });

  it('checks without counting: allowed until the limit is hit, then refused with the time left', async () => {
    expect(await limiter.check('f', 2, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.check('f', 2, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    await limiter.hit('f', 2, 60_000);
    expect((await limiter.check('f', 2, 60_000)).allowed).toBe(true);
    await limiter.hit('f', 2, 60_000);
    const refused = await limiter.check('f', 2, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
  });

  it('starts over when the window ends', async () => {
    await limiter.hit('e', 1, 40);
    expect((await limiter.hit('e', 1, 40)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect((await limiter.hit('e', 1, 40)).allowed).toBe(true);
  });
});

describe('rate limiter window', () => {
  it('measures the time left from the first hit, by the clock it is given', async () => {
    let now = 10_000;
    const kv = new MemoryStore(() => now);
    const limiter = new RateLimiter(kv, () => now);
    await limiter.hit('k', 1, 1_000);
    now += 300;
    expect(await limiter.hit('k', 1, 1_000)).toEqual({ allowed: false, retryAfterMs: 700 });
    now += 700;
    expect(await limiter.hit('k', 1, 1_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    await kv.close();
  });
});
