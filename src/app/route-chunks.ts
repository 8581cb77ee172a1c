import { APP_BASE } from '@common/constants';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '@common/route-preloads';

/**
 * The chunks a screen needs, preloaded when the app navigates to it. The entry's screen imports
 * carry no preload lists (vite.config.ts: they made up a tenth of the entry); the first screen's
 * chunks come preloaded with the page (the server's route-preloads.json), later screens' from
 * route-chunks.json, fetched once start-up has settled. Before it has arrived a screen still
 * loads, its chunks found one import after another.
 */
let known: RouteChunks | null = null;
const preloaded = new Set<string>();

/** Fetches the routes' chunks; throws when it cannot (offline), so afterStartup tries again later. */
export async function fetchRouteChunks(): Promise<void> {
  const answer = await fetch(`${APP_BASE}${ROUTE_CHUNKS_FILE}`);
  if (!answer.ok) throw new Error(`${ROUTE_CHUNKS_FILE}: ${String(answer.status)}`);
  known = (await answer.json()) as RouteChunks;
}

/** Preloads the chunks of the route with this path pattern (each file once per page). */
export function preloadRoute(pattern: string): void {
  const chunks = known;
  for (const index of chunks?.routes[pattern] ?? []) {
    const file = chunks?.files[index];
    if (file === undefined || preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `${APP_BASE}${file}`;
    document.head.append(link);
  }
}
