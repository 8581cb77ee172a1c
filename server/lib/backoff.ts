import type { KeyValueStore } from './kv.js';

export interface BackoffPolicy {
  /** Failures allowed without any wait. */
  free: number;
  /** The wait after the last free failure; it doubles with every further failure … */
  firstDelayMs: number;
  /** … up to this. */
  maxDelayMs: number;
  /** The failures are forgotten this long after the first one of a series (or at a success). */
  forgetMs: number;
}

/**
 * A delay that grows with failures instead of a lockout: after `free` failures each further
 * attempt must wait firstDelayMs · 2^(failures − free) since the last failure, at most maxDelayMs.
 * Whoever knows the secret waits at most maxDelayMs, however many failures others caused. The
 * state is in the key-value store, so every server process applies the same delay.
 */
export class FailureBackoff {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** The wait after this many failures (0 while they are free). */
  delayAfter(failures: number): number {
    const { free, firstDelayMs, maxDelayMs } = this.policy;
    if (failures < free) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - free));
  }

  /**
   * Claims one attempt for the key: 0 when it may go ahead, otherwise the milliseconds left to
   * wait. Past the free failures the claim is atomic, so a burst of attempts cannot all slip
   * through the same opening: one attempt per delay.
   */
  async claim(key: string): Promise<number> {
    const delay = this.delayAfter(Number(await this.kv.get(failuresKey(key))) || 0);
    if (delay === 0) return 0;
    const now = this.now();
    if (await this.kv.setIfAbsent(gateKey(key), String(now + delay), delay)) return 0;
    const until = Number(await this.kv.get(gateKey(key))) || now + delay;
    return Math.max(1, until - now);
  }

  /** Records a failed attempt: the next one waits the delay for the new count. */
  async fail(key: string): Promise<void> {
    const failures = await this.kv.increment(failuresKey(key), this.policy.forgetMs);
    const delay = this.delayAfter(failures);
    if (delay > 0) await this.kv.set(gateKey(key), String(this.now() + delay), delay);
  }

  /** Forgets the failures (after a successful attempt). */
  async succeed(key: string): Promise<void> {
    await this.kv.delete(failuresKey(key));
    await this.kv.delete(gateKey(key));
  }
}

const failuresKey = (key: string) => `backoff:${key}:n`;
const gateKey = (key: string) => `backoff:${key}:until`;
