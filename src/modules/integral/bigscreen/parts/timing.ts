/**
 * How often the wall refreshes and turns: every 60 s by default; `?refresh=N` (seconds, 2–3600)
 * changes it, e.g. for a test or a slow network; `?switch=N` is how long the ranking shows one
 * industry (10 s); `?rotate=N` turns to the next screen every N seconds (off unless given).
 */
export const DEFAULT_REFRESH_S = 60;
export const DEFAULT_SWITCH_S = 10;

function seconds(search: string, name: string, fallback: number | null): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 2 && value <= 3600 ? value : fallback;
}

export const refreshSeconds = (search: string) =>
  seconds(search, 'refresh', DEFAULT_REFRESH_S) ?? DEFAULT_REFRESH_S;
export const switchSeconds = (search: string) =>
  seconds(search, 'switch', DEFAULT_SWITCH_S) ?? DEFAULT_SWITCH_S;
export const rotateSeconds = (search: string) => seconds(search, 'rotate', null);
