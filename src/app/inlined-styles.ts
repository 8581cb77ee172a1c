/**
 * The first page a browser opens brings its route's stylesheets inside the page (see the server's
 * page shell), each marked by a disabled link the browser never fetches. Offline, the worker
 * answers every page with its one precached shell, and a route's stylesheets must then come from
 * its cache: so once the worker controls the page, the inlined files are fetched through it once.
 */
export function cacheInlinedStyles(): void {
  const controlled = navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  void controlled.then(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) {
      void fetch(link.href).catch(() => undefined);
    }
  });
}
