/**
 * How busy the HTTP client is: the number of calls in flight and when the last one ended. Start-up
 * work waits on it, so the first screen's reads are not slowed by work the screen does not need.
 */
let inFlight = 0;
let lastSettledAt = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Counts a call from its start until the promise settles; returns the same promise. */
export function track<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  changed();
  const settle = () => {
    inFlight -= 1;
    lastSettledAt = performance.now();
    changed();
  };
  call.then(settle, settle);
  return call;
}

/**
 * Resolves once no call has been in flight for `quietMs` (counted from now at the earliest), or
 * after `maxMs` whatever the traffic: a slow or hanging call does not hold back what waits.
 */
export function whenRequestsQuiet(quietMs: number, maxMs: number): Promise<void> {
  const since = performance.now();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(limit);
      listeners.delete(check);
      resolve();
    };
    function check(): void {
      clearTimeout(timer);
      if (inFlight > 0) return;
      const wait = quietMs - (performance.now() - Math.max(lastSettledAt, since));
      if (wait <= 0) done();
      else timer = setTimeout(check, wait);
    }
    const limit = setTimeout(done, maxMs);
    listeners.add(check);
    check();
  });
}

/** Test hook: forget earlier calls. */
export function resetRequestActivity(): void {
  inFlight = 0;
  lastSettledAt = 0;
  listeners.clear();
}
