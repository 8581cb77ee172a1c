/**
 * How the worker answers when the network is gone (DESIGN §5). A network-first read waits up to
 * its timeout for a network that may never answer (a phone on a dead Wi-Fi hangs rather than
 * fails): paid on every read, that made a page read before take seconds to appear offline. So the
 * worker keeps a view of the network — the browser's own `navigator.onLine`, and what the pages
 * say (a page's `offline` event is not always the worker's) — and while it is offline, answers
 * from its caches at once; the network with its short timeout is for when it is online.
 */

/** What a page tells the worker about the network: its `navigator.onLine` (app/sw-update.ts). */
export interface NetworkMessage {
  type: 'network';
  online: boolean;
}

export function isNetworkMessage(data: unknown): data is NetworkMessage {
  if (!data || typeof data !== 'object') return false;
  const { type, online } = data as { type?: unknown; online?: unknown };
  return type === 'network' && typeof online === 'boolean';
}

export interface NetworkState {
  offline: () => boolean;
  /** A page's report; the latest one wins (every page of the origin shares one network). */
  report: (message: NetworkMessage) => void;
}

export function createNetworkState(browserOnline: () => boolean): NetworkState {
  let pageOnline = true;
  return {
    offline: () => !browserOnline() || !pageOnline,
    report: (message) => {
      pageOnline = message.online;
    },
  };
}

/**
 * A cached read: offline, the cache answers at once, and only what it does not hold is asked of
 * the network; online, the network first (with its short timeout, falling back to the cache).
 */
export async function answerRead(
  offline: boolean,
  fromCache: () => Promise<Response | undefined>,
  networkFirst: () => Promise<Response>,
): Promise<Response> {
  if (offline) {
    const cached = await fromCache();
    if (cached) return cached;
  }
  return networkFirst();
}

/**
 * A page of the app: offline, the precached shell at once; online, the network while it answers
 * within the timeout (the server injects its current signing key into the page), else the shell.
 */
export async function answerNavigation(
  offline: boolean,
  network: () => Promise<Response>,
  shell: () => Promise<Response | undefined>,
  timeoutMs: number,
): Promise<Response> {
  if (offline) {
    const cached = await shell();
    if (cached) return cached;
    return network();
  }
  const answer = network();
  answer.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const first = await Promise.race([answer, late]);
    if (first) return first;
  } catch {
    // the network failed at once: the shell below
  } finally {
    clearTimeout(timer);
  }
  return (await shell()) ?? answer;
}
