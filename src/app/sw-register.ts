import { afterStartup } from '@/core/after-startup';

/**
 * Registers the service worker (DESIGN §5) once start-up has settled, so it never competes with
 * the first screen; its code (workbox-window, the update prompt) is a chunk of its own. Nothing
 * happens without service-worker support (iOS WeChat): the page's Dexie outbox works alone there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterStartup(() => import('./sw-update').then(({ startServiceWorker }) => startServiceWorker()));
}
