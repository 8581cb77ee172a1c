/**
 * How the worker answers when the network is gone (DESIGN §5). A network-first read waits up to
 * its timeout for a network that may never answer (a phone on a dead Wi-Fi hangs rather than
 * fails): paid on every read, that made a page read before take seconds to appear offline. So the
 * worker keeps a view of the network — the browser's own `navigator.onLine`, and what the pages
 * say (a page's `offline` event is not always the worker's) — and while it is offline, answers
 * from its caches at once; the network with its short timeout is for when it is online, and after
 * one read went unanswered, cached reads come at once until the network answers again.
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
  /** The browser says so, or a page reported it. */
  offline: () => boolean;
  /** A page's report; the latest one wins (every page of the origin shares one network). */
  report: (message: NetworkMessage) => void;
  /** A read failed or outlasted its timeout: the network may be there and dead. */
  failed: () => void;
  /** The network answered. */
  answered: () => void;
  /** How a read is answered now. */
  mode: () => ReadMode;
}

/**
 * offline: the cache at once; unreliable (online, but the last read got no answer): the cache at
 * once while the network is asked in the background, so a dead Wi-Fi costs one timeout, not one
 * per read; online: the network first with its short timeout.
 */
export type ReadMode = 'offline' | 'unreliable' | 'online';

export function createNetworkState(browserOnline: () => boolean): NetworkState {
  let pageOnline = true;
  let answering = true;
  const offline = () => !browserOnline() || !pageOnline;
  return {
    offline,
    report: (message) => {
      pageOnline = message.online;
    },
    failed: () => {
      answering = false;
    },
    answered: () => {
      answering = true;
    },
    mode: () => (offline() ? 'offline' : answering ? 'online' : 'unreliable'),
  };
}

export interface ReadSources {
  /** What the cache holds for the request. */
  fromCache: () => Promise<Response | undefined>;
  /** The network, falling back to the cache when it fails (and caching what it gets). */
  network: () => Promise<Response>;
  timeoutMs: number;
  /** The network did not answer within the timeout. */
  onLate: () => void;
}

/**
 * A cached read: offline, the cache answers at once and only what it does not hold is asked of
 * the network; unreliable, the same while the network is asked in the background (its answer
 * refreshes the cache and says the network is back); online, the network first for up to the
 * timeout, then the cache.
 */
export async function answerRead(mode: ReadMode, { fromCache, network, timeoutMs, onLate }: ReadSources): Promise<Response> {
  if (mode === 'offline') return (await fromCache()) ?? network();
  const answer = network();
  answer.catch(() => undefined);
  if (mode === 'unreliable') return (await fromCache()) ?? answer;
  const first = await firstOf(answer, timeoutMs);
  if (first) return first;
  onLate();
  return (await fromCache()) ?? answer;
}

/** The answer if it comes within the time (a failure rejects at once), else null. */
async function firstOf(answer: Promise<Response>, timeoutMs: number): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
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
  try {
    const first = await firstOf(answer, timeoutMs);
    if (first) return first;
  } catch {
    // the network failed at once: the shell below
  }
  return (await shell()) ?? answer;
}
