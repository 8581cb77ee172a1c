import { useSyncExternalStore } from 'react';

/** Where the operations centre turns into a desktop layout (side menu, top bar, breadcrumbs). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const query = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isDesktop = (): boolean => query()?.matches ?? false;

/** Whether the window is at least 1024 px wide; re-renders when it crosses that width. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}
