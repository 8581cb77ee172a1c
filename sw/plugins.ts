import type { WorkboxPlugin } from 'workbox-core';

/**
 * Caching rules for the API reads (DESIGN §5). Signed requests differ only in their headers, so a
 * URL names the answer — except that a signed-in person's answer may hold more (an operator sees
 * the authors of a notice): requests with a token get keys of their own, derived from a hash of
 * the token, so an anonymous visitor is never served what an operator read.
 */
export function tokenScopedKeys(): WorkboxPlugin {
  return {
    async cacheKeyWillBeUsed({ request }) {
      const authorization = request.headers.get('Authorization');
      if (!authorization) return request.url;
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
      const tag = Array.from(new Uint8Array(digest).subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
      const url = new URL(request.url);
      url.searchParams.set('__who', tag);
      return url.href;
    },
  };
}

/** Only a real answer is kept: HTTP 200 with envelope 200, and nothing the server marked private. */
export function envelopeOnly(): WorkboxPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (response.status !== 200) return null;
      if (/no-store|private/i.test(response.headers.get('cache-control') ?? '')) return null;
      try {
        const envelope = (await response.clone().json()) as { statusCode?: unknown };
        return envelope.statusCode === 200 ? response : null;
      } catch {
        return null;
      }
    },
  };
}
