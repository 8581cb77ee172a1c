import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../common/constants';

const RELOAD_MARK = 'innoweb:chunk-reload';

/**
 * SPEC §2: a script or stylesheet that fails to load (or takes longer than 120 s) reloads the page —
 * typically a chunk that a new deploy removed. Once per minute at most, so a broken network does
 * not loop; after that the route's error screen offers a retry. With the service worker this still
 * holds: it never caches a failed chunk (only 200 answers), and it answers the reload's navigation
 * from the network first, so the reload gets the new deploy's shell and chunks.
 */
export function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_MARK));
  if (last && Date.now() - last < 60_000) return false;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  location.reload();
  return true;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('加载超时')), ms);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

export async function loadScreen(load: () => Promise<{ default: ComponentType }>): Promise<{ Component: ComponentType }> {
  try {
    return { Component: (await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)).default };
  } catch (error) {
    // While the page reloads, never resolve: nothing half-loaded gets rendered.
    if (reloadOnce()) return new Promise(() => undefined);
    throw error;
  }
}

/** Vite reports a failed stylesheet or preloaded chunk with this event. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
