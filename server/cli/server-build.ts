import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './mtime.js';

/** The production server: one ESM bundle of server/ and common/, run by plain node (no loader at run time). */
export const SERVER_BUNDLE = path.resolve('dist/server/start.mjs');
const SOURCES = ['server', 'common', 'package-lock.json'];

export function isServerBuildStale(): boolean {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  const builtAt = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((source) => newestMtime(source, (file) => !file.endsWith('.test.ts')) > builtAt);
}

export async function buildServer(): Promise<void> {
  await build({
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
  });
}

export async function ensureServerBuild(): Promise<boolean> {
  if (!isServerBuildStale()) return false;
  console.log('Building the server (its sources are newer than the build)…');
  await buildServer();
  return true;
}
