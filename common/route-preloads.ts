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

/** The first route whose pattern matches the app path, the way the client's router picks it. */
export function matchPreload(preloads: RoutePreload[], appPath: string): RoutePreload | undefined {
  const literalFirst = [...preloads].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  return literalFirst.find((preload) => patternRegExp(preload.path).test(appPath));
}
