import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_KEY_META } from '../../common/signature.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';

describe('serving the web app', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'logo.svg'), '<svg/>');
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

  it('never serves the raw index.html without the key', async () => {
    const response = await t.app.inject({ url: '/innoweb/index.html' });
    expect(response.statusCode).toBe(404);
  });
});
