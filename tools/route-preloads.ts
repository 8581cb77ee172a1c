import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_CHUNKS_FILE, ROUTE_PRELOADS_FILE, routeChunks, type RoutePreload } from '../common/route-preloads';
import type { Layout, RouteEntry } from '../src/core/route-types';
import { frameOf } from '../src/core/nav';
import { ROUTE_FILES } from './module-routes';

/**
 * Build step (run by vite.config.ts once the bundle is written): joins the route registry with
 * Vite's manifest into route-preloads.json — for each route, every chunk and stylesheet its first
 * render needs beyond the entry — and its scripts alone, compact, into route-chunks.json for the
 * app's navigations. Run with tsx: `tsx tools/route-preloads.ts dist/web`.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const MODULES_DIR = 'src/modules';
/** Loaded with every screen (screen-loader.ts), and the library every signed request needs (core/crypto.ts). */
const ALWAYS = ['src/app/antd-render.ts'];
const SIGNING_LIBRARY = /^src\/core\/signer\.ts$/;
/** What a layout loads beside its screen: its frame, and for the operations centre its screens' registry. */
const LAYOUT_SOURCES: Partial<Record<Layout, string[]>> = {
  tabs: ['src/app/layouts/tabs-layout.tsx'],
  op: ['src/app/layouts/op-layout.tsx', 'src/app/op-routes.ts'],
};
/** A screen of an area that loads apart (src/app/route-areas.ts) is matched against its area's registry. */
const AREA_SOURCES: Partial<Record<(typeof ROUTE_FILES)[number], string>> = {
  'op-routes.ts': 'src/app/op-routes.ts',
  'info-routes.ts': 'src/app/info-routes.ts',
  'wall-routes.ts': 'src/app/wall-routes.ts',
};

/**
 * `() => import('./pages/x')` → the source file it loads, relative to the project root. Read from
 * the loader's text, so loaders must stay plain imports; under Vitest the import reads
 * `__vite_ssr_dynamic_import__("/src/…")`, from the project root.
 */
export function screenSource(routesFile: string, load: RouteEntry['load']): string {
  const specifier = /(?:\bimport|__vite_ssr_dynamic_import__)\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(
    load.toString(),
  )?.[1];
  if (!specifier)
    throw new Error(`${routesFile}: a route's load is not a plain import(): ${load.toString()}`);
  const base = specifier.startsWith('/')
    ? path.join(process.cwd(), specifier)
    : path.join(path.dirname(routesFile), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base))
    return path.relative(process.cwd(), base).split(path.sep).join('/');
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${routesFile}: no source for ${specifier}`);
  return path.relative(process.cwd(), found).split(path.sep).join('/');
}

/** The chunks and stylesheets of the given manifest keys and everything they import statically. */
export function closure(manifest: Manifest, keys: string[]): { modules: string[]; styles: string[] } {
  const seen = new Set<string>();
  const modules: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-preloads: ${key} is not in the build manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    modules.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  keys.forEach(visit);
  return { modules, styles: [...styles] };
}

/** Every route of the registry with what it preloads, minus what the page shell already loads. */
export async function routePreloads(manifest: Manifest): Promise<RoutePreload[]> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('route-preloads: the build manifest has no entry');
  const shell = closure(manifest, [entryKey]);
  const signing = Object.keys(manifest).filter((key) => SIGNING_LIBRARY.test(key));
  const preloads: RoutePreload[] = [];
  for (const dir of fs.readdirSync(MODULES_DIR).sort()) {
    for (const file of ROUTE_FILES) {
      const routesFile = path.join(MODULES_DIR, dir, file);
      if (!fs.existsSync(routesFile)) continue;
      const exported = (await import(path.resolve(routesFile))) as Record<string, unknown>;
      const entries = Object.values(exported).filter(Array.isArray).flat() as RouteEntry[];
      for (const entry of entries) {
        const layout = LAYOUT_SOURCES[frameOf(entry)] ?? [];
        const area = AREA_SOURCES[file];
        const needed = closure(manifest, [
          ...signing,
          ...ALWAYS,
          ...layout,
          ...(area && !layout.includes(area) ? [area] : []),
          screenSource(routesFile, entry.load),
        ]);
        preloads.push({
          path: entry.path,
          modules: needed.modules.filter((file) => !shell.modules.includes(file)),
          styles: needed.styles.filter((file) => !shell.styles.includes(file)),
        });
      }
    }
  }
  return preloads;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webDir = path.resolve(process.argv[2] ?? 'dist/web');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const preloads = await routePreloads(manifest);
  fs.writeFileSync(path.join(webDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  fs.writeFileSync(path.join(webDir, ROUTE_CHUNKS_FILE), JSON.stringify(routeChunks(preloads)));
  console.log(`route-preloads: ${String(preloads.length)} routes`);
}
