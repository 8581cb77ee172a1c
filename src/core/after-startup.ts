import { whenRequestsQuiet } from './request-activity';

/**
 * Work the first screen does not need (local databases, the outbox, the service worker, the
 * offline bar) waits until the page has loaded, the first screen is in place and its reads have
 * come back, and then for a quiet window (no call in flight, no long task) and an idle moment:
 * the first screen's code, data and rendering have the network and the main thread to themselves,
 * and the first taps are answered at once. Each piece of work then starts in an idle moment of its
 * own, one after the other, so they do not add up to one long task.
 */
const IDLE_TIMEOUT_MS = 2000;
/** The first screen's reads are done, and the page quiet, once no call has been in flight for this long… */
const QUIET_MS = 2000;
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
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/** The first screen's frame is in place (the router has loaded its chunks and run its guards); set once, at start. */
export function holdStartupUntil(screenReady: Promise<unknown>): void {
  firstScreen = screenReady;
}

const longTaskTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  Boolean(PerformanceObserver.supportedEntryTypes?.includes('longtask'));

/**
 * Resolves once the main thread has run no long task (over 50 ms) for `quietMs`, or after `maxMs`
 * whatever happens. Without long-task timing (Safari, WebViews) it waits `quietMs`.
 */
function whenMainThreadQuiet(quietMs: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const limit = setTimeout(done, maxMs);
    const observer = longTaskTiming()
      ? new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        })
      : undefined;
    observer?.observe({ type: 'longtask' });
    function done(): void {
      clearTimeout(timer);
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    }
  });
}

function atMost(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

/** Resolves once: after the page has loaded and the first screen has its data, when the main thread is first idle. */
export function startupSettled(): Promise<void> {
  started ??= whenLoaded()
    .then(() => atMost(firstScreen, FIRST_SCREEN_LIMIT_MS))
    .then(() =>
      Promise.all([
        whenRequestsQuiet(QUIET_MS, QUIET_LIMIT_MS),
        whenMainThreadQuiet(QUIET_MS, QUIET_LIMIT_MS),
      ]),
    )
    .then(whenIdle);
  return started;
}

/** Start-up work runs one piece at a time, each from an idle moment of its own. */
let queue: Promise<void> = Promise.resolve();

function inTurn(work: () => Promise<void>): Promise<void> {
  const turn = queue.then(whenIdle).then(work);
  queue = turn.catch(() => undefined);
  return turn;
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

/**
 * Runs work once start-up has settled, in its turn; if it fails (offline, server down) it runs
 * again later until it succeeds (a retry does not hold back the work after it).
 */
export function afterStartup(work: () => unknown): void {
  const attempt = async (): Promise<void> => {
    await work();
  };
  const retry = async (): Promise<void> => {
    await nextChance();
    try {
      await attempt();
    } catch {
      return retry();
    }
  };
  void startupSettled()
    .then(() => inTurn(attempt))
    .catch(retry);
}
