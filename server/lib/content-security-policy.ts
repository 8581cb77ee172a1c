import crypto from 'node:crypto';

/**
 * The Content-Security-Policy of the app: exactly what the PWA loads. Its scripts, stylesheets,
 * fonts, manifest and service worker come from this origin; images also from data: (Leaflet's and
 * antd-mobile's stylesheets, the upload placeholders) and blob: (attachments and avatars are loaded
 * through the signed client and shown as blob URLs); map tiles come from AMap's tile hosts, as
 * images in the page and as fetches in the service worker, which caches them
 * (src/ui/map-view/leaflet-map.tsx, sw/routes.ts). No script runs inline and nothing evaluates
 * strings. The only inline styles are the page shell's <style> elements, allowed by their hashes.
 */
export const MAP_TILE_SOURCE = 'https://*.is.autonavi.com';

const directives = (styleSources: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSources}`,
    `img-src 'self' data: blob: ${MAP_TILE_SOURCE}`,
    `connect-src 'self' ${MAP_TILE_SOURCE}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const BASE_POLICY = directives("'self'");

/** The policy for an answer, allowing the inline <style> elements whose hashes are given. */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  if (!styleHashes.length) return BASE_POLICY;
  return directives(["'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '));
}

/**
 * For the API documentation (Swagger UI, off in production unless API_DOCS=1): its scripts are
 * files too, but it writes style attributes into the HTML it renders, so inline styles are allowed.
 */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The CSP hash sources (`sha256-…`) of a page's inline <style> elements, as the browser computes
 * them: over the element's text after the HTML parser's line-break normalisation.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    const text = css!.replace(/\r\n?/g, '\n');
    hashes.add(`sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
