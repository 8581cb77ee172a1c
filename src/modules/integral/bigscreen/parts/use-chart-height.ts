import { useSyncExternalStore } from 'react';

const WALL_QUERY = '(min-width: 1024px) and (orientation: landscape)';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A chart's height on this window: on the wall a share of the window's height (so a 4K wall draws
 * the same picture as a 1080p one), on a phone a fixed height in the scrolling column.
 */
export function useChartHeight(share: number, phone = 240): number {
  return useSyncExternalStore(
    subscribe,
    () =>
      window.matchMedia(WALL_QUERY).matches ? Math.max(160, Math.round(window.innerHeight * share)) : phone,
    () => phone,
  );
}

/** Whether the window is a wall (landscape from 1024 px) rather than a phone's column. */
export function useIsWall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WALL_QUERY).matches,
    () => false,
  );
}
