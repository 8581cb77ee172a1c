/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, CacheOnly, NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { createOutboxQueue, replayQueue, sendOrQueue } from './outbox-queue';
import {
  CONTRACT_READ_AREAS,
  readArea,
  uncachedFieldsOf,
  isAppNavigation,
  isBuiltAsset,
  isOutboxPost,
  isTile,
  SHELL_URL,
  type ReadArea,
} from './routes';
import { envelopeOnly, tokenScopedKeys, withoutPersonalFields } from './plugins';
import { answerNavigation, answerRead, createNetworkState, isNetworkMessage } from './network';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/**
 * The service worker (DESIGN §5) — an enhancement: everything that must survive offline also works
 * from the page alone. It precaches the shell only, answers /innoweb/ navigations network-first
 * with the shell as the offline fallback, caches the public reads the contracts flag
 * (`cache: 'network-first'`: policies, notices, rank lists, declaration notices) and the map
 * reads and tiles, and holds outbox POSTs in a background-sync queue while the network is
 * gone. While the browser is offline, cached answers come at once (network.ts).
 */

const origin = self.location.origin;
const NAVIGATION_TIMEOUT_MS = 3000;
const READ_TIMEOUT_MS = 3000;
const DAY_S = 24 * 3600;

const outbox = createOutboxQueue(self);
const network = createNetworkState(() => self.navigator.onLine);

// A new version waits until the page agrees (「新版本可用」); the first one takes over at once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isNetworkMessage(event.data)) network.report(event.data);
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that loaded while this worker was activating was neither claimed nor served by it.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
  if (type === 'outbox-replay') event.waitUntil(replayQueue(outbox).catch(() => undefined));
});
clientsClaim();
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => isOutboxPost(url, origin, request.method, request.headers),
  ({ request }) => sendOrQueue(outbox, request),
  'POST',
);

/**
 * Pages come from the network while it answers within 3 s (the server injects its current signing
 * key into the shell), else from the precached shell — at once while offline; the API is never
 * answered with the shell.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, origin),
  ({ request }) =>
    answerNavigation(
      network.offline(),
      () => fetch(request),
      () => matchPrecache(SHELL_URL),
      NAVIGATION_TIMEOUT_MS,
    ),
);

// Before the precache route, so the navigations above never get the shell cache-first.
precacheAndRoute(self.__WB_MANIFEST);

// Route chunks and their styles: hashed, so the first use caches them for good.
registerRoute(
  ({ url }) => isBuiltAsset(url, origin),
  new CacheFirst({
    cacheName: 'innoweb-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

interface ReadCache {
  networkFirst: NetworkFirst;
  /** The same cache, keys and rules, never the network: what answers at once while offline. */
  cacheOnly: CacheOnly;
}
/** Tells the network state whether the network answered the reads. */
const networkWatch: WorkboxPlugin = {
  fetchDidFail: async () => network.failed(),
  fetchDidSucceed: async ({ response }) => {
    network.answered();
    return response;
  },
};
/** One cache per area of the contracts' cached reads (routes.ts), and one for the maps. */
const readCaches = Object.fromEntries([
  ...CONTRACT_READ_AREAS.map((area) => {
    const dropped = uncachedFieldsOf(area);
    return [area, readStrategy(`innoweb-${area}`, 150, dropped.length > 0 ? [withoutPersonalFields(dropped)] : [])] as const;
  }),
  ['map', readStrategy('innoweb-map', 100)] as const,
]) as Record<ReadArea, ReadCache>;
function readStrategy(cacheName: string, maxEntries: number, stored: WorkboxPlugin[] = []): ReadCache {
  const matchOptions = { ignoreVary: true };
  const plugins = [
    tokenScopedKeys(),
    envelopeOnly(),
    ...stored,
    new ExpirationPlugin({ maxEntries, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
  ];
  return {
    // The short timeout is answerRead's (network.ts): it also learns that the network went quiet.
    networkFirst: new NetworkFirst({ cacheName, matchOptions, plugins: [...plugins, networkWatch] }),
    cacheOnly: new CacheOnly({ cacheName, matchOptions, plugins }),
  };
}
function handleRead(options: RouteHandlerCallbackOptions): Promise<Response> {
  const cache = readCaches[readArea(options.url, origin, options.request.method)!];
  return answerRead(network.mode(), {
    fromCache: () =>
      cache.cacheOnly.handle({ event: options.event, request: options.request }).catch(() => undefined),
    network: () => cache.networkFirst.handle(options),
    timeoutMs: READ_TIMEOUT_MS,
    onLate: network.failed,
  });
}
registerRoute(({ url, request }) => readArea(url, origin, request.method) !== null, handleRead);

// 高德 tiles: cache-first and bounded (opaque answers weigh a lot in the quota).
registerRoute(
  ({ url }) => isTile(url),
  new CacheFirst({
    cacheName: 'innoweb-tiles',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
