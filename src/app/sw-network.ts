import { isOnline, subscribeOnline } from '@/core/online';

/**
 * Tells the service worker what this page knows of the network (sw/network.ts): while the browser
 * is offline the worker answers what it cached at once instead of waiting for a network that may
 * hang. Said now, on every change, and to a worker that takes over.
 */
export function reportNetworkToWorker(): void {
  const tell = () => navigator.serviceWorker.controller?.postMessage({ type: 'network', online: isOnline() });
  subscribeOnline(tell);
  navigator.serviceWorker.addEventListener('controllerchange', tell);
  tell();
}
