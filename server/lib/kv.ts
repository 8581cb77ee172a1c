import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';

/** ioredis is loaded by openStore, only when REDIS_URL is set: its import is a sizeable part of start-up. */
const requireCjs = createRequire(import.meta.url);

/**
 * Short-lived state that every server process must see alike: nonce replay window, rate limits,
 * captcha answers, SMS codes. Redis when REDIS_URL is set; process memory for a single process.
 */
export interface KeyValueStore {
  /** Sets key only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Increments a counter that expires ttlMs after its first increment; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step (single-use answers). */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async increment(key: string, ttlMs: number) {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? this.now() + ttlMs });
    return count;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

export class RedisStore implements KeyValueStore {
  constructor(
    private readonly redis: IORedis.Redis,
    private readonly prefix = 'innoweb:',
  ) {}

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async increment(key: string, ttlMs: number) {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, ttlMs, 'NX').exec()) as [[null, number]];
    return count;
  }

  async get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async take(key: string) {
    return this.redis.getdel(this.prefix + key);
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}

export function openStore(redisUrl: string | undefined, prefix?: string): KeyValueStore {
  if (!redisUrl) return new MemoryStore();
  const { Redis } = requireCjs('ioredis') as typeof IORedis;
  return new RedisStore(new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }), prefix);
}
