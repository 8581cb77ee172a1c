import type { KeyValueStore } from './kv.js';

export interface RateLimitResult {
  allowed: boolean;
  /** How long until the window ends and the count starts over; 0 while allowed. */
  retryAfterMs: number;
}

/**
 * Counts hits per key inside a window that starts at the first hit (e.g. failed logins per phone
 * and per IP). Counters live in the key-value store, so all server processes share the limits.
 */
export class RateLimiter {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one hit; allowed while the window's count is within the limit. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const count = await this.kv.increment(countKey(key), windowMs);
    // The store's counter cannot tell its own expiry, so the first hit notes when the window began.
    if (count === 1) await this.kv.set(startKey(key), String(this.now()), windowMs);
    if (count <= limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: await this.remaining(key, windowMs) };
  }

  /**
   * Whether the key may go on, without counting: allowed while fewer than `limit` hits are in the
   * window (a guard that counts only failures checks first and hits on failure).
   */
  async check(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const count = Number(await this.kv.get(countKey(key))) || 0;
    if (count < limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: await this.remaining(key, windowMs) };
  }

  /** Forgets the key's hits (e.g. after a successful login). */
  async reset(key: string): Promise<void> {
    await this.kv.delete(countKey(key));
    await this.kv.delete(startKey(key));
  }

  private async remaining(key: string, windowMs: number): Promise<number> {
    const started = Number(await this.kv.get(startKey(key)));
    // Start not recorded yet (a concurrent first hit): assume the whole window, erring on the safe side.
    if (!started) return windowMs;
    return Math.min(windowMs, Math.max(1, started + windowMs - this.now()));
  }
}

const countKey = (key: string) => `rl:${key}:n`;
const startKey = (key: string) => `rl:${key}:t`;

/**
 * The address a per-address limit counts by: an IPv4 address itself (an IPv4-mapped IPv6 one as
 * IPv4), an IPv6 address by its /64 — one subscriber's network, in which a client may take any
 * address it likes, so counting by the whole address would let it start afresh at will.
 */
export function addressBucket(address: string): string {
  const ip = address.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
