import type { ComponentType } from 'react';
import { APP_BASE, CHUNK_LOAD_TIMEOUT_MS } from '@common/constants';

const RELOAD_MARK = 'innoweb:chunk-reload';

/**
 * SPEC §2: a script or stylesheet that fails to load (or takes longer than 120 s) reloads the page —
 * typically a chunk that a new deploy removed. Once per minute at most, so a broken network does
 * not loop; after that the route's error screen offers a retry. With the service worker this still
 * holds: it never caches a failed chunk (only 200 answers), and it answers the reload's navigation
 * from the network first, so the reload gets the new deploy's shell and chunks.
 */
export async function reloadOnce(): Promise<boolean> {
  const last = Number(sessionStorage.getItem(RELOAD_MARK));
  if (last && Date.now() - last < 60_000) return false;
  // Only a reachable server can hand out a new deploy; with the network or the server gone a
  // reload would swap the page (and whatever is typed in it) for the browser's error page.
  if (!(await shellReachable())) return false;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  location.reload();
  return true;
}

async function shellReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    return (await fetch(`${APP_BASE}index`, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
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

/** A screen's chunk, with antd-mobile's renderer for the Toast/Dialog it may show. */
const withAntdRender = <T>(load: () => Promise<T>): Promise<T> => Promise.all([load(), import('./antd-render')]).then(([screen]) => screen);

export async function loadScreen(load: () => Promise<{ default: ComponentType }>): Promise<{ Component: ComponentType }> {
  try {
    return { Component: (await withTimeout(withAntdRender(load), CHUNK_LOAD_TIMEOUT_MS)).default };
  } catch (error) {
    // While the page reloads, never resolve: nothing half-loaded gets rendered.
    if (await reloadOnce()) return new Promise(() => undefined);
    throw error;
  }
}

/**
 * Vite reports a failed stylesheet or preloaded chunk with this event. The import then fails like
 * any other (a screen shows its error, background work tries again later), and the page reloads
 * only if the server answers.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    void reloadOnce();
  });
}
