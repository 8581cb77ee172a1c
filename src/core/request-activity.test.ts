import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestActivity, track, whenRequestsQuiet } from './request-activity';

describe('waiting for the HTTP client to go quiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetRequestActivity();
  });
  afterEach(() => vi.useRealTimers());

  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('waits the quiet time when nothing is in flight (the first reads may be about to start)', async () => {
    const quiet = whenRequestsQuiet(300, 5000);
    expect(await settledAfter(quiet, 299)).toBe(false);
    expect(await settledAfter(quiet, 1)).toBe(true);
  });

  it('waits for calls in flight, then for the quiet time after the last one ends', async () => {
    let finish!: () => void;
    void track(new Promise<void>((resolve) => (finish = resolve)));
    const quiet = whenRequestsQuiet(300, 5000);
    expect(await settledAfter(quiet, 1000)).toBe(false);
    finish();
    expect(await settledAfter(quiet, 200)).toBe(false);
    // A call that starts within the quiet time resets it; a failed call counts as ended.
    let fail!: (reason: Error) => void;
    void track(new Promise<void>((_resolve, reject) => (fail = reject))).catch(() => undefined);
    expect(await settledAfter(quiet, 500)).toBe(false);
    fail(new Error('offline'));
    expect(await settledAfter(quiet, 299)).toBe(false);
    expect(await settledAfter(quiet, 1)).toBe(true);
  });

  it('gives up waiting on a call that hangs', async () => {
    void track(new Promise<void>(() => undefined));
    const quiet = whenRequestsQuiet(300, 5000);
    expect(await settledAfter(quiet, 4999)).toBe(false);
    expect(await settledAfter(quiet, 1)).toBe(true);
  });
});
