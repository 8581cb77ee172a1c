import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
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
    // Dependencies load from node_modules as usual; only our own code is bundled.
    packages: 'external',
    sourcemap: true,
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
