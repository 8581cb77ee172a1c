import { useSyncExternalStore } from 'react';

/** Where the operations centre turns into a desktop layout (side menu, top bar, breadcrumbs, tables). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktopNow = (): boolean => hasMatchMedia() && window.matchMedia(DESKTOP_QUERY).matches;

/** Whether the window is at least 1024 px wide, following it as it changes; false without matchMedia. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => false);
}
