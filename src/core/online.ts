/** The browser's own view of the network, for useSyncExternalStore: subscribe and read. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => navigator.onLine;
