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
    await vi.advanceTimersByTimeAsync(400);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when the first screen never settles', async () => {
    const { afterStartup, holdStartupUntil } = await fresh();
    holdStartupUntil(new Promise(() => undefined));
    const work = vi.fn();
    afterStartup(work);
    await vi.advanceTimersByTimeAsync(9000);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('tries failed work again when the network returns', async () => {
    const { afterStartup } = await fresh();
    const work = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(undefined);
    afterStartup(work);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
