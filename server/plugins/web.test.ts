import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../common/route-preloads.js';
import { PUBLIC_KEY_META } from '../../common/signature.js';
import { TENANT_SCRIPT_ID, type TenantAnswer } from '../../common/tenant.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';
import { acceptedEncoding } from './compression.js';

describe('serving the web app', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head><meta name="theme-color" content="#1466e6" /><meta name="apple-mobile-web-app-title" content="园区运营平台" />' +
        '<link rel="icon" href="/innoweb/logo.svg" type="image/svg+xml" /><title>x</title><style>html:root{--adm-color-primary:#1466e6}</style></head><body></body></html>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
    fs.writeFileSync(path.join(webDir, 'logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"x","start_url":"/innoweb/index"}');
    fs.writeFileSync(path.join(webDir, '.env'), 'SECRET=1');
    const preloads: RoutePreload[] = [
      { path: '/index', modules: ['assets/home-1.js'], styles: ['assets/home-1.css'] },
      { path: '/policy/detail/:id', modules: ['assets/detail-2.js'], styles: ['assets/detail-2.css'] },
    ];
    fs.writeFileSync(path.join(webDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    fs.writeFileSync(path.join(webDir, 'assets', 'home-1.css'), '.home{color:red}');
    fs.writeFileSync(path.join(webDir, 'assets', 'detail-2.css'), `.detail{color:blue}${' '.repeat(40 * 1024)}`);
    t = await buildTestApp('sqlite', { webDir });
    await insertTwoTenants(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('redirects / and /innoweb to /innoweb/index', async () => {
    for (const url of ['/', '/innoweb', '/innoweb/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/innoweb/index');
    }
  });

  it('answers every page path with the shell, carrying the public key', async () => {
    for (const url of ['/innoweb/index', '/innoweb/op/orgAudit/TOAUDIT', '/innoweb/ssoMain.do?token=a']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const key = t.rsa.publicKeyPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
      expect(response.body).toContain(`<meta name="${PUBLIC_KEY_META}" content="${key}">`);
    }
  });

  it("embeds the park of the request's hostname, so the page needs no tenant call", async () => {
    const embedded = (body: string) => {
      const json = new RegExp(`<script type="application/json" id="${TENANT_SCRIPT_ID}">(.*?)</script>`).exec(body)?.[1];
      return JSON.parse(json ?? 'null') as TenantAnswer | null;
    };
    const main = await t.app.inject({ url: '/innoweb/index', headers: { host: 'localhost:8081' } });
    expect(embedded(main.body)?.bdSysId).toBe(1);
    const second = await t.app.inject({ url: '/innoweb/index', headers: { host: 'demo2.localhost:8081' } });
    // The same answer as POST /api/need/getTenantWrapper gives on that host.
    const answer = await t.app.inject({ method: 'POST', url: '/api/need/getTenantWrapper', headers: { host: 'demo2.localhost:8081' }, payload: {} });
    expect(embedded(second.body)).toEqual(answer.json<{ data: TenantAnswer }>().data);
    expect(embedded(second.body)?.bdSysId).toBe(2);
  });

  it("draws each park in its own colour and logo from the first paint, with a CSP that allows exactly the page's styles", async () => {
    const look = async (host: string) => {
      const response = await t.app.inject({ url: '/innoweb/login', headers: { host } });
      const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      return {
        body: response.body,
        csp: String(response.headers['content-security-policy']),
        styles,
        themeColor: /<meta name="theme-color" content="([^"]*)"/.exec(response.body)?.[1],
        icon: /<link rel="icon" href="([^"]*)"/.exec(response.body)?.[1],
        homeScreenTitle: /<meta name="apple-mobile-web-app-title" content="([^"]*)"/.exec(response.body)?.[1],
      };
    };
    const main = await look('localhost');
    const second = await look('demo2.localhost');
    expect(main).toMatchObject({ themeColor: '#1466e6', icon: '/innoweb/logo.svg', homeScreenTitle: '园区1' });
    expect(second).toMatchObject({ themeColor: '#0f766e', icon: '/innoweb/parks/test-2.svg', homeScreenTitle: '园区2' });
    // The park's primary colour comes after the entry stylesheet's, so it wins at the same specificity.
    expect(second.styles.at(-1)).toBe('html:root{--adm-color-primary:#0f766e}');
    expect(main.styles.at(-1)).toBe('html:root{--adm-color-primary:#1466e6}');
    for (const page of [main, second]) {
      expect(page.csp).not.toContain('unsafe-inline');
      const styleSources = /style-src ([^;]*)/.exec(page.csp)![1]!.split(' ');
      const hashes = page.styles.map((css) => `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`);
      expect(styleSources.sort()).toEqual(["'self'", ...new Set(hashes)].sort());
    }
    expect(second.csp).not.toBe(main.csp);
  });

  it("answers the manifest the page links with the park's own name, colour and logo", async () => {
    const manifestOf = async (host: string) => {
      const response = await t.app.inject({ url: '/innoweb/manifest.webmanifest', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      return response.json<{ name: string; short_name: string; theme_color: string; start_url: string; icons: { src: string; sizes: string; type: string }[] }>();
    };
    const main = await manifestOf('localhost:8081');
    const second = await manifestOf('demo2.localhost:8081');
    expect(main).toMatchObject({ name: '测试园区1', short_name: '园区1', theme_color: '#1466e6', start_url: '/innoweb/index', scope: '/innoweb/', display: 'standalone' });
    expect(second).toMatchObject({ name: '测试园区2', short_name: '园区2', theme_color: '#0f766e', start_url: '/innoweb/index' });
    // The park's SVG logo first, at any size; the app's PNG icons after it keep the app installable.
    expect(second.icons[0]).toEqual({ src: '/innoweb/parks/test-2.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
    expect(second.icons.slice(1).map((icon) => `${icon.src} ${icon.sizes}`)).toEqual(['icon-192.png 192x192', 'icon-512.png 512x512', 'icon-maskable-512.png 512x512']);
    expect(main.icons[0]!.src).toBe('/innoweb/logo.svg');
    // Not the built file (named x here): that one is the default park's.
    expect(main.name).not.toBe('x');
  });

  it("preloads the chunks of the route a page opens, and only those, and brings its styles along", async () => {
    const home = await t.app.inject({ url: '/innoweb/index' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/innoweb/assets/home-1.js">');
    // A small stylesheet is in the page, marked present (a disabled link: not fetched) for the chunk loader.
    expect(home.body).toContain('<style>.home{color:red}</style><link rel="stylesheet" crossorigin href="/innoweb/assets/home-1.css" disabled>');
    expect(home.body).not.toContain('as="style"');
    expect(home.body).not.toContain('detail-2');
    const detail = await t.app.inject({ url: '/innoweb/policy/detail/42?from=list' });
    expect(detail.body).toContain('href="/innoweb/assets/detail-2.js"');
    // A large one is preloaded instead.
    expect(detail.body).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/innoweb/assets/detail-2.css">');
    expect(detail.body).not.toContain('.detail{');
    expect(detail.body).not.toContain('home-1.js');
    const navigated = await t.app.inject({ url: '/innoweb/index', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(navigated.body).toContain('home-1.js');
    // The service worker's copy (a plain fetch) answers every page offline: no route's assets in it.
    const forWorker = await t.app.inject({ url: '/innoweb/index', headers: { 'sec-fetch-mode': 'cors' } });
    expect(forWorker.statusCode).toBe(200);
    expect(forWorker.body).toContain(`id="${TENANT_SCRIPT_ID}"`);
    expect(forWorker.body).not.toContain('home-1');
    const unknown = await t.app.inject({ url: '/innoweb/no/such/page' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('modulepreload');
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await t.app.inject({ url: '/innoweb/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const logo = await t.app.inject({ url: '/innoweb/logo.svg' });
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const response = await t.app.inject({ url: '/innoweb/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('serves neither dot files nor directories: a directory path gets the shell like any page', async () => {
    const dotFile = await t.app.inject({ url: '/innoweb/.env' });
    expect(dotFile.statusCode).toBe(404);
    expect(dotFile.body).not.toContain('SECRET');
    for (const url of ['/innoweb/assets', '/innoweb/assets/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>x</title>');
    }
  });

  it('never serves the raw index.html without the key', async () => {
    const response = await t.app.inject({ url: '/innoweb/index.html' });
    expect(response.statusCode).toBe(404);
  });

  it('serves the service worker and the manifest with their types, revalidated', async () => {
    const sw = await t.app.inject({ url: '/innoweb/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('addEventListener');
    const manifest = await t.app.inject({ url: '/innoweb/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toMatchObject({ start_url: '/innoweb/index' });
  });

  it('never answers a missing worker or manifest with the shell', async () => {
    for (const url of ['/innoweb/workbox-abc.js', '/innoweb/manifest.json', '/innoweb/sw.js.map']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('sends the shell and precompressed files compressed to browsers that accept it', async () => {
    const br = await t.app.inject({ url: '/innoweb/index', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.vary).toContain('sec-fetch-mode');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(PUBLIC_KEY_META);
    const gzip = await t.app.inject({ url: '/innoweb/index', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<title>x</title>');
    const asset = await t.app.inject({ url: '/innoweb/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    // No compressed sibling: the plain file.
    const logo = await t.app.inject({ url: '/innoweb/logo.svg', headers: { 'accept-encoding': 'br' } });
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.body).toBe('<svg/>');
  });

  it('serves source maps outside production, for the browser tools', async () => {
    const map = await t.app.inject({ url: '/innoweb/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('main.tsx');
  });

  it('keeps source maps to itself in production: on disk for the logs, never served', async () => {
    const production = await buildTestApp('sqlite', { webDir, production: true });
    try {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const map = await production.app.inject({ url: '/innoweb/assets/index-abc123.js.map', headers });
        expect(map.statusCode).toBe(404);
        expect(map.body).not.toContain('main.tsx');
      }
      expect(fs.existsSync(path.join(webDir, 'assets', 'index-abc123.js.map'))).toBe(true);
      // The code itself is served as before.
      expect((await production.app.inject({ url: '/innoweb/assets/index-abc123.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
