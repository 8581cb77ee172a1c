import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Workbox whose registration the browser refuses (service workers blocked by a policy or a setting). */
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(): void {}
    register(): Promise<never> {
      return Promise.reject(new DOMException('Service workers are disabled', 'SecurityError'));
    }
  },
}));

describe('starting the service worker', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let startServiceWorker: () => void;
  // Loading the module (and the page code it imports) is the machine's business, not the test's: a busy machine takes its time.
  beforeAll(async () => {
    ({ startServiceWorker } = await import('./sw-update'));
  }, 120_000);
  beforeEach(() => {
    unhandled.length = 0;
    // A browser that has the API (sw-register.ts starts nothing without it) but refuses the worker.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, addEventListener: () => undefined },
    });
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    vi.restoreAllMocks();
  });

  it('leaves no unhandled rejection when the registration is refused; the page works on without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => startServiceWorker()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
