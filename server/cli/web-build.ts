import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './mtime.js';

/** What the web build is made from: a change to any of these makes dist/web stale. */
const SOURCES = ['src', 'sw', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/**
 * What the build takes from the environment rather than from files. The mode is always
 * production: the server may run with NODE_ENV=development (to allow the test captcha, say), and
 * Vite would then bundle React's development build and leave the service worker out. The cookie
 * suffix is baked into the bundle. Both are written beside the build, so a build made another way
 * (by an older version, or with another suffix) counts as stale.
 */
export interface WebBuildSettings {
  mode: 'production';
  cookieSuffix: string;
}

export const webBuildSettings = (env: NodeJS.ProcessEnv = process.env): WebBuildSettings => ({
  mode: 'production',
  cookieSuffix: env.VITE_COOKIE_SUFFIX ?? '',
});

/** Where a build notes the settings it was made with (a dot file: the web plugin never serves those). */
export const settingsFile = (webDir: string) => path.join(webDir, '.build-settings.json');

function builtWith(webDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(settingsFile(webDir), 'utf8'));
  } catch {
    return null;
  }
}

export function isWebBuildStale(webDir: string, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): boolean {
  const built = path.join(webDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  if (JSON.stringify(builtWith(webDir)) !== JSON.stringify(webBuildSettings(env))) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source), (file) => !/\.test\.tsx?$/.test(file)) > builtAt);
}

/** The `vite build` child process: production mode and NODE_ENV whatever the caller's environment says. */
export function webBuildCommand(webDir: string, env: NodeJS.ProcessEnv = process.env) {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  return {
    args: [vite, 'build', '--mode', 'production', '--outDir', webDir, '--emptyOutDir'],
    env: { ...env, NODE_ENV: 'production' },
  };
}

/** Runs `vite build` in a child process, so the server process does not keep the bundler's memory. */
export function buildWeb(webDir: string): void {
  const command = webBuildCommand(webDir);
  const result = spawnSync(process.execPath, command.args, { stdio: 'inherit', env: command.env });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`);
  fs.writeFileSync(settingsFile(webDir), JSON.stringify(webBuildSettings()));
}

export function ensureWebBuild(webDir: string): boolean {
  if (!isWebBuildStale(webDir)) return false;
  console.log('Building the web app (its sources, or the settings it was built with, changed)…');
  buildWeb(webDir);
  return true;
}
