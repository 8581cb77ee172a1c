import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRouteChunks, preloadRoute } from './route-chunks';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('preloading a screen\'s chunks on navigation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('adds each chunk of the route once, and nothing before the list has arrived', async () => {
    preloadRoute('/a');
    expect(preloads()).toEqual([]);
    const answer = { files: ['assets/kit.js', 'assets/a.js', 'assets/b.js'], routes: { '/a': [0, 1], '/b/:id': [0, 2] } };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer)))));
    await fetchRouteChunks();
    expect(fetch).toHaveBeenCalledWith('/innoweb/route-chunks.json');
    preloadRoute('/a');
    preloadRoute('/b/:id');
    preloadRoute('/unknown');
    expect(preloads()).toEqual(['/innoweb/assets/kit.js', '/innoweb/assets/a.js', '/innoweb/assets/b.js']);
  });

  it('fails when the list cannot be fetched, so it is tried again later', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 503 }))));
    await expect(fetchRouteChunks()).rejects.toThrow(/503/);
  });
});
