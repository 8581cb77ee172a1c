/**
 * What the service worker caches, as plain predicates (unit-tested in routes.test.ts). Only public
 * reads are cached; personal and operator data never are (DESIGN §5).
 */

/** The shell's own URL: the precached page every /innoweb/ navigation falls back to offline. */
export const SHELL_URL = '/innoweb/index';
export const APP_SCOPE = '/innoweb/';

/** Policy reads of the public library (contracts §3): GET, query parameters, nothing personal. */
const POLICY_READS =
  /^\/api\/dpboot\/policy\/(listpolices|policy_detail|getApplyTreeByPolicyId\/\d+|list_hot_polices)$/;
/** Published notices: the list, the type counts, a notice and its files. */
const NOTICE_READS = /^\/api\/dpboot\/notice\/(list|search_type|detail\/\d+|get_files\/\d+)$/;
/** Published rank lists (榜单) of the enterprise-service home: the lists and a whole list. */
const RANK_READS = /^\/api\/dpboot\/rank\/(list|detail\/\d+)$/;
/**
 * Declaration notices (申报通知): the list and a notice. An enterprise's answer carries its own
 * application (mine), which is dropped before the answer is stored (plugins.ts
 * withoutPersonalFields); an operator's answer differs from a visitor's, so signed-in reads are
 * still keyed by their token (tokenScopedKeys).
 */
const DECLARE_READS = /^\/api\/dpboot\/declare\/(xg_list_declare|detail_declare)$/;
/** Map reads of the industry maps and the investment layout (SPEC §7 parkboot). */
const MAP_READS = /^\/api\/parkboot\/(v2\/industryMap\/|v3\/orgLayout\/|dwh\/industry\/nodes\/)/;
/** 高德 (AMap) tile servers. */
const TILE_HOSTS = /^(webrd|webst|wprd)0[1-4]\.is\.autonavi\.com$/;

export type ReadArea = 'policy' | 'notice' | 'rank' | 'declare' | 'map';

/** Which cached read area a same-origin GET belongs to, if any. */
export function readArea(url: URL, origin: string, method: string): ReadArea | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (POLICY_READS.test(url.pathname)) return 'policy';
  if (NOTICE_READS.test(url.pathname)) return 'notice';
  if (RANK_READS.test(url.pathname)) return 'rank';
  if (DECLARE_READS.test(url.pathname)) return 'declare';
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
