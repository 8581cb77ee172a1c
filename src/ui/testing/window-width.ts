import { vi } from 'vitest';
import { DESKTOP_QUERY } from '../use-desktop';

/**
 * A window as wide as a desktop (from 1024 px, `useIsDesktop`) while `isDesktop()` says so, else a
 * phone's: `matchMedia` answers the desktop query from it. Undo with `vi.unstubAllGlobals()`.
 */
export function stubWindowWidth(isDesktop: () => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop() && query === DESKTOP_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
