import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { generateLists } from '../../tools/generate-lists.js';
import { newestMtime } from './mtime.js';

/** The production server: one ESM bundle of server/ and common/, run by plain node (no loader at run time). */
export const SERVER_BUNDLE = path.resolve('dist/server/start.mjs');
const SOURCES = ['server', 'common', 'package-lock.json'];

export function isServerBuildStale(): boolean {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  const builtAt = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((source) => newestMtime(source, (file) => !file.endsWith('.test.ts')) > builtAt);
}

/**
 * The packages bundled with our code: ESM packages of hundreds of small files each (the query
 * builder's 279, the schema builder's 700), whose resolution and linking, file by file, was a tenth
 * of start-up; only what the server uses of them goes into the bundle. No other package imports them
 * at run time, so there is one copy of each.
 */
const BUNDLED = /^(?:kysely|typebox)(?:\/|$)/;

/** Every other bare import (packages, node: built-ins) stays an import of node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds into memory, then puts each file in place by renaming a complete copy: a process starting
 * the bundle while another build runs (tests start servers in parallel) never reads half a file.
 */
export async function buildServer(): Promise<void> {
  // The modules, areas and tenant tables found on disk (not committed) go into the bundle.
  generateLists();
  const result = await build({
    entryPoints: ['server/cli/start.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as usual, but for the ESM packages of many small files.
    plugins: [externalPackages],
    sourcemap: true,
    // Stack traces need the map's positions, not a copy of every source (two thirds of the map).
    sourcesContent: false,
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  // The map first: a bundle in place with an older map would only misplace stack traces.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) {
    const partial = `${file.path}.${randomUUID()}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
}

export async function ensureServerBuild(): Promise<boolean> {
  if (!isServerBuildStale()) return false;
  console.log('Building the server (its sources are newer than the build)…');
  await buildServer();
  return true;
}
