/**
 * Registers the service worker (DESIGN §5) once the page has loaded, so it never competes with the
 * first paint; its code (workbox-window, the update prompt) is a chunk of its own. Nothing happens
 * without service-worker support (iOS WeChat): the page's Dexie outbox works alone there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void import('./sw-update').then(({ startServiceWorker }) => startServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
