/**
 * What the server adds to the page shell for a route (the build writes it as route-preloads.json
 * beside index.html): the chunks and stylesheets of the route's screen, its layout and the
 * request-signing library, so the browser fetches them with the shell instead of one round trip
 * after another once the entry script has run.
 */
export interface RoutePreload {
  /** The route's path pattern, in react-router syntax (`/policy/detail/:id`, `/op/appeal/list/:states?`). */
  path: string;
  /** Script chunks under the web root (`assets/…js`), for `<link rel="modulepreload">`. */
  modules: string[];
  /** Stylesheets under the web root, for `<link rel="preload" as="style">`. */
  styles: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const escapeRegExp = (text: string) => text.replace(/[.*+^${}()|[\]\\]/g, '\\$&');

/** A pattern as a matcher of app paths (without the /innoweb base): `:name` one segment, `:name?` optional. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

/**
 * A matcher of app paths to their route's preloads, the way the client's router picks a route:
 * literal patterns before patterns with parameters. Sorted and compiled once.
 */
export function preloadMatcher(preloads: RoutePreload[]): (appPath: string) => RoutePreload | undefined {
  const compiled = [...preloads]
    .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
    .map((preload) => ({ preload, pattern: patternRegExp(preload.path) }));
  return (appPath) => compiled.find(({ pattern }) => pattern.test(appPath))?.preload;
}

/**
 * What the app preloads for a screen it navigates to (the build writes it as route-chunks.json
 * beside index.html): each route's script chunks, as indexes into one list of files. The entry's
 * screen imports carry no preload lists of their own (vite.config.ts); the page fetches this once
 * start-up has settled (src/app/route-chunks.ts).
 */
export interface RouteChunks {
  /** Script chunks under the web root (`assets/…js`). */
  files: string[];
  /** Route path pattern → indexes into `files`. */
  routes: Record<string, number[]>;
}

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** The routes' script chunks of their preloads, each file listed once. */
export function routeChunks(preloads: readonly RoutePreload[]): RouteChunks {
  const files: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (file: string) => {
    let at = index.get(file);
    if (at === undefined) {
      at = files.push(file) - 1;
      index.set(file, at);
    }
    return at;
  };
  const routes: Record<string, number[]> = {};
  for (const preload of preloads) routes[preload.path] = preload.modules.map(indexOf);
  return { files, routes };
}
