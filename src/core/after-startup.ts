/**
 * Work the first screen does not need (local databases, the outbox, the service worker, the
 * offline bar) waits until the page has loaded and the browser is idle, so the first screen's
 * code, data and rendering have the network and the main thread to themselves.
 */
const IDLE_TIMEOUT_MS = 2000;
/** A failed start-up task (its chunk could not be fetched) tries again when the network returns, or after this. */
const RETRY_MS = 30_000;

let started: Promise<void> | undefined;

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/** Resolves once, after the page has loaded, when the main thread is first idle. */
export function startupSettled(): Promise<void> {
  started ??= whenLoaded().then(whenIdle);
  return started;
}

function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, RETRY_MS);
    window.addEventListener('online', done);
  });
}

/** Runs work once start-up has settled; if it fails (offline, server down) it runs again later until it succeeds. */
export function afterStartup(work: () => unknown): void {
  const attempt = async (): Promise<void> => {
    try {
      await work();
    } catch {
      await nextChance();
      return attempt();
    }
  };
  void startupSettled().then(attempt);
}
