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
