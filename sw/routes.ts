import { CACHED_READS } from './reads.generated';

/**
 * What the service worker caches, as plain predicates (unit-tested in routes.test.ts). Only public
 * reads are cached; personal and operator data never are (DESIGN §5). The API reads are the
 * contracts' endpoints flagged `cache: 'network-first'` (reads.generated.ts, written from them by
 * tools/sw-reads.ts at build time); the map reads below are the parkboot map services'.
 */

/** The shell's own URL: the precached page every /innoweb/ navigation falls back to offline. */
export const SHELL_URL = '/innoweb/index';
export const APP_SCOPE = '/innoweb/';

/** Map reads of the industry maps and the investment layout (SPEC §7 parkboot). */
const MAP_READS = /^\/api\/parkboot\/(v2\/industryMap\/|v3\/orgLayout\/|dwh\/industry\/nodes\/)/;
/** 高德 (AMap) tile servers. */
const TILE_HOSTS = /^(webrd|webst|wprd)0[1-4]\.is\.autonavi\.com$/;

export type ContractReadArea = keyof typeof CACHED_READS;
export type ReadArea = ContractReadArea | 'map';

export const CONTRACT_READ_AREAS = Object.keys(CACHED_READS) as ContractReadArea[];

/** The personal fields an area's answers lose before they are stored. */
export const uncachedFieldsOf = (area: ContractReadArea): readonly string[] => CACHED_READS[area].uncachedFields;

/** Which cached read area a same-origin GET belongs to, if any. */
export function readArea(url: URL, origin: string, method: string): ReadArea | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  for (const area of CONTRACT_READ_AREAS) if (CACHED_READS[area].pattern.test(url.pathname)) return area;
  if (MAP_READS.test(url.pathname)) return 'map';
  return null;
}

export function isTile(url: URL): boolean {
  return url.protocol === 'https:' && TILE_HOSTS.test(url.hostname);
}

/** The hashed build output: immutable, so cache-first (route chunks land here on first use). */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(`${APP_SCOPE}assets/`);
}

/** Navigations the shell answers: the app's pages, never the API. */
export function isAppNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(APP_SCOPE) && !url.pathname.startsWith('/api/');
}

/** An outbox request (DESIGN §5): a POST to the API that carries an idempotency key. */
export function isOutboxPost(url: URL, origin: string, method: string, headers: Headers): boolean {
  return (
    method === 'POST' &&
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    headers.has('Idempotency-Key')
  );
}

/**
 * Background Sync exists in Android webviews (WeChat, QQ and other in-app browsers) but never
 * fires there: replay from the worker's own start and the page's messages instead.
 */
export function backgroundSyncBroken(userAgent: string): boolean {
  return /; wv\)|MicroMessenger|QQ\/|AlipayClient|DingTalk/i.test(userAgent);
}
