import { afterAll, describe, expect, it } from 'vitest';
import { FailureBackoff } from './backoff.js';
import { MemoryStore, openStore } from './kv.js';

const policy = { free: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetMs: 3_600_000 };

describe('failure backoff', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const kv = new MemoryStore(now);
  afterAll(() => kv.close());
  const backoff = new FailureBackoff(kv, policy, now);
  let n = 0;
  const key = () => `k${n++}`;

  it('lets the free failures through, then doubles the wait from 1 s up to 60 s', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 50].map((f) => backoff.delayAfter(f))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('makes each attempt after the fifth failure wait since the last failure, never more than 60 s', async () => {
    const k = key();
    for (let i = 0; i < 5; i++) {
      expect(await backoff.claim(k)).toBe(0);
      await backoff.fail(k);
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = await backoff.claim(k);
      waits.push(wait);
      clock += wait;
      expect(await backoff.claim(k)).toBe(0);
      await backoff.fail(k);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000]);
  });

  it('lets one attempt of a burst through per delay', async () => {
    const k = key();
    for (let i = 0; i < 6; i++) await backoff.fail(k);
    clock += 2_000;
    const claims = await Promise.all(Array.from({ length: 10 }, () => backoff.claim(k)));
    expect(claims.filter((wait) => wait === 0)).toHaveLength(1);
  });

  it('forgets the failures at a success, and after the forget time', async () => {
    const k = key();
    for (let i = 0; i < 8; i++) await backoff.fail(k);
    expect(await backoff.claim(k)).toBeGreaterThan(0);
    await backoff.succeed(k);
    expect(await backoff.claim(k)).toBe(0);

    const other = key();
    for (let i = 0; i < 8; i++) await backoff.fail(other);
    clock += policy.forgetMs + 1;
    expect(await backoff.claim(other)).toBe(0);
    await backoff.fail(other);
    expect(await backoff.claim(other)).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
/** The same on the store several server processes share: the claims stay atomic there. */
describe.skipIf(!redisUrl)('failure backoff on Redis', () => {
  const kv = openStore(redisUrl, `test:backoff:${process.pid}:${Date.now()}:`);
  const quick = { free: 2, firstDelayMs: 40, maxDelayMs: 160, forgetMs: 60_000 };
  const backoff = new FailureBackoff(kv, quick);
  const keys = ['burst', 'forget'];
  afterAll(async () => {
    for (const key of keys) await backoff.succeed(key);
    await kv.close();
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('lets one attempt of a burst through per delay', async () => {
    for (let i = 0; i < 3; i++) await backoff.fail('burst');
    expect(await backoff.claim('burst')).toBeGreaterThan(0);
    await sleep(100);
    const claims = await Promise.all(Array.from({ length: 10 }, () => backoff.claim('burst')));
    expect(claims.filter((wait) => wait === 0)).toHaveLength(1);
  });

  it('forgets the failures at a success', async () => {
    for (let i = 0; i < 4; i++) await backoff.fail('forget');
    expect(await backoff.claim('forget')).toBeGreaterThan(0);
    await backoff.succeed('forget');
    expect(await backoff.claim('forget')).toBe(0);
  });
});
