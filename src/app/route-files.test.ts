import { describe, expect, it } from 'vitest';
import { PUBLIC_SCREENS } from '@/modules/demand/cx/screens';
import { VIEW_SCREENS } from '@/modules/demand/views';
import { routes } from './routes';

/**
 * The modules' routes.ts files are in the entry every visitor downloads (./routes.ts), and so is
 * everything they import: they hold route data alone — paths, titles, guards, lazy screens —
 * importing the route helpers and their module's path constants, which import nothing but the
 * path builder. A table a screen needs (labels, options, a model) stays with the screen.
 */
const routeFiles = import.meta.glob<string>('../modules/*/routes.ts', { query: '?raw', import: 'default', eager: true });
const pathFiles = import.meta.glob<string>('../modules/*/{paths,public-paths}.ts', { query: '?raw', import: 'default', eager: true });

/** The modules a file imports for their values (type-only imports leave nothing in the bundle). */
const valueImports = (source: string): string[] =>
  [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!);

describe('route files', () => {
  it('import the route helpers and their module’s paths alone', () => {
    const strays = Object.entries(routeFiles).flatMap(([file, source]) =>
      valueImports(source)
        .filter((spec) => !['@/core/route-helpers', './paths', './public-paths'].includes(spec))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(strays).toEqual([]);
  });

  it('reach through the paths nothing but the path builder', () => {
    const strays = Object.entries(pathFiles).flatMap(([file, source]) =>
      valueImports(source)
        .filter((spec) => spec !== '@/core/paths')
        .map((spec) => `${file}: ${spec}`),
    );
    expect(strays).toEqual([]);
  });

  it('give the demand lists the paths and titles their screens show', () => {
    const titleAt = (path: string) => routes.find((entry) => entry.path === path)?.title;
    for (const screen of PUBLIC_SCREENS) expect(titleAt(screen.path)).toBe(screen.title);
    for (const screen of VIEW_SCREENS) expect(titleAt(screen.mine)).toBe(screen.mineTitle);
  });
});
