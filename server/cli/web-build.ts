import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './mtime.js';

/** What the web build is made from: a change to any of these makes dist/web stale. */
const SOURCES = ['src', 'sw', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];


export function isWebBuildStale(webDir: string, root = process.cwd()): boolean {
  const built = path.join(webDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source), (file) => !/\.test\.tsx?$/.test(file)) > builtAt);
}

/** Runs `vite build` in a child process, so the server process does not keep the bundler's memory. */
export function buildWeb(webDir: string): void {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', webDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`);
}

export function ensureWebBuild(webDir: string): boolean {
  if (!isWebBuildStale(webDir)) return false;
  console.log('Building the web app (its sources are newer than the build)…');
  buildWeb(webDir);
  return true;
}
