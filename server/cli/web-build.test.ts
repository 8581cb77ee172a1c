import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWebBuildStale, settingsFile, webBuildCommand } from './web-build.js';

/** A project with one source file and a web build made after it. */
describe('web build staleness', () => {
  let root: string;
  let webDir: string;
  const past = new Date(Date.now() - 60_000);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-webbuild-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {};');
    fs.utimesSync(path.join(root, 'src', 'main.tsx'), past, past);
    webDir = path.join(root, 'dist', 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html>');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const stamp = (settings: unknown) => fs.writeFileSync(settingsFile(webDir), JSON.stringify(settings));

  it('rebuilds a build that does not say it was a production build with these settings', () => {
    // Made by a version that did not note its settings: perhaps under NODE_ENV=development.
    fs.rmSync(settingsFile(webDir), { force: true });
    expect(isWebBuildStale(webDir, root, {})).toBe(true);
    stamp({ mode: 'development', cookieSuffix: '' });
    expect(isWebBuildStale(webDir, root, {})).toBe(true);
    stamp({ mode: 'production', cookieSuffix: '' });
    expect(isWebBuildStale(webDir, root, {})).toBe(false);
    // The server's own NODE_ENV does not matter: the build is the production one either way.
    expect(isWebBuildStale(webDir, root, { NODE_ENV: 'development' })).toBe(false);
    // Another cookie suffix is baked into another bundle.
    expect(isWebBuildStale(webDir, root, { VITE_COOKIE_SUFFIX: 'uat' })).toBe(true);
  });

  it('rebuilds when a source is newer than the build', () => {
    stamp({ mode: 'production', cookieSuffix: '' });
    expect(isWebBuildStale(webDir, root, {})).toBe(false);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src', 'main.tsx'), later, later);
    expect(isWebBuildStale(webDir, root, {})).toBe(true);
    fs.utimesSync(path.join(root, 'src', 'main.tsx'), past, past);
  });

  it('runs vite in production mode with NODE_ENV=production whatever the server runs with', () => {
    const command = webBuildCommand('dist/web', { NODE_ENV: 'development', VITE_COOKIE_SUFFIX: 'uat' });
    expect(command.env).toMatchObject({ NODE_ENV: 'production', VITE_COOKIE_SUFFIX: 'uat' });
    expect(command.args.slice(1, 4)).toEqual(['build', '--mode', 'production']);
  });
});
