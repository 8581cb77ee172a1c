import { whenRequestsQuiet } from './request-activity';

/**
 * Work the first screen does not need (local databases, the outbox, the service worker, the
 * offline bar) waits until the page has loaded, the first screen is in place and its reads have
 * come back, and the browser is idle: the first screen's code, data and rendering have the network
 * and the main thread to themselves.
 */
const IDLE_TIMEOUT_MS = 2000;
/** The first screen's reads are done once no call has been in flight for this long… */
const QUIET_MS = 300;
/** …or, at the latest, this long after the screen is in place (a slow call holds nothing back). */
const QUIET_LIMIT_MS = 5000;
/** A first screen that never settles (a guard waiting on a hung call) holds start-up back no longer than this. */
const FIRST_SCREEN_LIMIT_MS = 10_000;
/** A failed start-up task (its chunk could not be fetched) tries again when the network returns, or after this. */
const RETRY_MS = 30_000;

let started: Promise<void> | undefined;
let firstScreen: Promise<unknown> = Promise.resolve();

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

/** The first screen's frame is in place (the router has loaded its chunks and run its guards); set once, at start. */
export function holdStartupUntil(screenReady: Promise<unknown>): void {
  firstScreen = screenReady;
}

function atMost(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

/** Resolves once: after the page has loaded and the first screen has its data, when the main thread is first idle. */
export function startupSettled(): Promise<void> {
  started ??= whenLoaded()
    .then(() => atMost(firstScreen, FIRST_SCREEN_LIMIT_MS))
    .then(() => whenRequestsQuiet(QUIET_MS, QUIET_LIMIT_MS))
    .then(whenIdle);
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
