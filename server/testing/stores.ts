import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { MemoryStore, RedisStore, type KeyValueStore } from '../lib/kv.js';

export type TestStoreKind = 'memory' | 'redis';

/** The stores the key-value tests run on: process memory always, Redis when TEST_REDIS_URL is set. */
export const ALL_STORES: ReadonlyArray<TestStoreKind> = ['memory', 'redis'];

export const storeAvailable = (kind: TestStoreKind): boolean =>
  kind === 'memory' || Boolean(process.env.TEST_REDIS_URL);

/**
 * One describe block per store, `%s` in the name standing for it. Redis without TEST_REDIS_URL is
 * reported as skipped rather than leaving its tests out unseen.
 */
export function describeEachStore(name: string, body: (kind: TestStoreKind) => void): void {
  for (const kind of ALL_STORES)
    describe.skipIf(!storeAvailable(kind))(name.replace('%s', kind), () => body(kind));
}

/** Deletes every key under the prefix (SCAN, so a large database is not blocked). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) deleted += await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  return deleted;
}

/** A Redis key prefix no other test run uses; `test:` so leftovers are easy to find. */
export const testKeyPrefix = (label: string) =>
  `test:${label}:${process.pid}:${crypto.randomBytes(4).toString('hex')}:`;

/**
 * A store for one describe block, opened before its tests and closed after them. On Redis its
 * keys live under a prefix of their own and are deleted afterwards, so tests leave nothing behind.
 * The store can be handed out at once (e.g. to a constructor); it is usable from beforeAll on.
 */
export function useTestStore(kind: TestStoreKind, label: string): KeyValueStore {
  let store: KeyValueStore | undefined;
  let cleanup = async () => {};
  beforeAll(() => {
    if (kind === 'memory') {
      store = new MemoryStore();
      return;
    }
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    const prefix = testKeyPrefix(label);
    store = new RedisStore(redis, prefix);
    cleanup = async () => {
      await deleteKeys(redis, prefix);
    };
  });
  afterAll(async () => {
    await cleanup();
    await store?.close();
  });
  const current = (): KeyValueStore => {
    if (!store) throw new Error('the test store opens in beforeAll');
    return store;
  };
  return {
    setIfAbsent: (key, value, ttlMs) => current().setIfAbsent(key, value, ttlMs),
    increment: (key, ttlMs) => current().increment(key, ttlMs),
    get: (key) => current().get(key),
    set: (key, value, ttlMs) => current().set(key, value, ttlMs),
    take: (key) => current().take(key),
    delete: (key) => current().delete(key),
    close: async () => {},
  };
}
