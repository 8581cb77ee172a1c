import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of at start-up: for packages only some
 * requests need (the HTML sanitiser, the spreadsheet reader, the PostgreSQL driver on SQLite, the
 * SVG renderer), whose import was a sizeable share of the server's start-up. The type comes from
 * a type-only import at the call site: `lazyRequire<typeof Pkg>('pkg')`.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireCjs(name) as T);
}
