import { describe, expect, it } from 'vitest';
import { describeEachStore, useTestStore } from '../testing/stores.js';
import { MemoryStore } from './kv.js';

describeEachStore('%s key-value store', (kind) => {
  const store = useTestStore(kind, 'kv');

  it('sets a key only once inside its lifetime', async () => {
    expect(await store.setIfAbsent('nonce:a', '1', 10_000)).toBe(true);
    expect(await store.setIfAbsent('nonce:a', '1', 10_000)).toBe(false);
  });
  it('counts inside a window', async () => {
    expect(await store.increment('count:a', 10_000)).toBe(1);
    expect(await store.increment('count:a', 10_000)).toBe(2);
  });
  it('hands a single-use value out once', async () => {
    await store.set('captcha:a', 'x7k2', 10_000);
    expect(await store.take('captcha:a')).toBe('x7k2');
    expect(await store.take('captcha:a')).toBeNull();
  });
  it('forgets expired keys', async () => {
    await store.set('short', 'v', 20);
    await new Promise((r) => setTimeout(r, 40));
    expect(await store.get('short')).toBeNull();
    expect(await store.setIfAbsent('short', 'w', 1000)).toBe(true);
  });
});

describe('memory store clock', () => {
  it('expires by its clock, not by wall time', async () => {
    let now = 1_000;
    const store = new MemoryStore(() => now);
    await store.increment('k', 100);
    now += 99;
    expect(await store.increment('k', 100)).toBe(2);
    now += 1;
    expect(await store.increment('k', 100)).toBe(1);
    await store.close();
  });
});
