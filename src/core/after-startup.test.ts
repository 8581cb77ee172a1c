import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: start-up settles once per page. */
async function fresh() {
  vi.resetModules();
  const startup = await import('./after-startup');
  const activity = await import('./request-activity');
  return { ...startup, ...activity };
}

describe('start-up work', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first screen, then for its reads to come back', async () => {
    const { afterStartup, holdStartupUntil, track } = await fresh();
    let routed!: () => void;
    holdStartupUntil(new Promise<void>((resolve) => (routed = resolve)));
    const work = vi.fn();
    afterStartup(work);

    await vi.advanceTimersByTimeAsync(2000);
    expect(work).not.toHaveBeenCalled();

    routed();
    let answer!: () => void;
    void track(new Promise<void>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();

    answer();
    await vi.advanceTimersByTimeAsync(1500);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for a quiet window without long tasks: one restarts it', async () => {
    let report: (() => void) | undefined;
    class LongTaskObserver {
      static supportedEntryTypes = ['longtask'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', LongTaskObserver);
    try {
      const { afterStartup } = await fresh();
      const work = vi.fn();
      afterStartup(work);
      await vi.advanceTimersByTimeAsync(1500);
      report?.();
      await vi.advanceTimersByTimeAsync(1500);
      expect(work).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(600);
      expect(work).toHaveBeenCalledTimes(1);
      expect(report).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs each piece of work from an idle moment of its own, one after the other', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const { afterStartup } = await fresh();
      let firstDone!: () => void;
      const first = vi.fn(() => new Promise<void>((resolve) => (firstDone = resolve)));
      const second = vi.fn();
      afterStartup(first);
      afterStartup(second);
      await vi.advanceTimersByTimeAsync(2100);
      // Start-up's own idle moment, then the first piece's.
      while (idle.length && !first.mock.calls.length) {
        idle.shift()!();
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).not.toHaveBeenCalled();
      expect(idle).toHaveLength(0);
      firstDone();
      await vi.advanceTimersByTimeAsync(0);
      expect(second).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle.shift()!();
      await vi.advanceTimersByTimeAsync(0);
      expect(second).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs anyway when the first screen never settles', async () => {
    const { afterStartup, holdStartupUntil } = await fresh();
    holdStartupUntil(new Promise(() => undefined));
    const work = vi.fn();
    afterStartup(work);
    await vi.advanceTimersByTimeAsync(9000);
    expect(work).not.toHaveBeenCalled();
    // The first screen's limit (10 s), then the quiet window.
    await vi.advanceTimersByTimeAsync(3100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('tries failed work again when the network returns', async () => {
    const { afterStartup } = await fresh();
    const work = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(undefined);
    afterStartup(work);
    await vi.advanceTimersByTimeAsync(2100);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
