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
      const tag = Array.from(new Uint8Array(digest).subarray(0, 8), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
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

/**
 * Personal fields are dropped before an answer is stored (DESIGN §5: the worker caches no personal
 * data). The declaration notices carry the enterprise's own application (`mine`) on the notice and
 * on each list item: offline they show the notice without it. The network answer itself, which
 * the page gets, keeps them.
 */
export function withoutPersonalFields(fields: readonly string[]): WorkboxPlugin {
  const drop = (value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const field of fields) delete (value as Record<string, unknown>)[field];
  };
  return {
    async cacheWillUpdate({ response }) {
      let envelope: { data?: unknown };
      try {
        envelope = (await response.clone().json()) as { data?: unknown };
      } catch {
        return null;
      }
      const data = envelope.data;
      drop(data);
      const list = data && typeof data === 'object' ? (data as { list?: unknown }).list : undefined;
      if (Array.isArray(list)) list.forEach(drop);
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(envelope), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
