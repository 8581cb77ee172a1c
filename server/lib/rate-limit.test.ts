import { describe, expect, it } from 'vitest';
import { describeEachStore, useTestStore } from '../testing/stores.js';
import { MemoryStore } from './kv.js';
import { addressBucket, RateLimiter } from './rate-limit.js';

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

describe('address bucket', () => {
  it('counts IPv4 by the address and IPv6 by its /64, however it is written', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('2001:0DB8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    // Two addresses of one subscriber's network are one; the next network is another.
    expect(addressBucket('2001:db8:0:1::5')).toBe(addressBucket('2001:db8:0:1:ffff::9'));
    expect(addressBucket('2001:db8:0:2::5')).not.toBe(addressBucket('2001:db8:0:1::5'));
  });
});
