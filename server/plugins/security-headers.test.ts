import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineContract } from '../../common/contract/endpoint.js';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../common/route-preloads.js';
import { serveAll } from '../kit/serve.js';
import { buildTestApp, postRaw, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The CSP of an answer, directive by directive. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer must carry, whoever answers it. */
function expectProtected(response: LightMyRequestResponse) {
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  const policy = policyOf(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
}

/** The app's own policy: scripts only from files of this origin, nothing inline, no eval. */
function expectAppPolicy(response: LightMyRequestResponse) {
  expectProtected(response);
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.is.autonavi.com']);
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.is.autonavi.com']);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
}

describe('security headers on every answer', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  const shellStyle = 'body { margin: 0 }\n      .boot { color: #333 }';
  const routeStyle = '.home{color:red}';
  /** The default park's colour, written into every page it is served (page-shell.ts parkLook). */
  const parkStyle = 'html:root{--adm-color-primary:#1466e6}';

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      `<html><head><title>x</title><style>${shellStyle}</style><script type="module" src="/innoweb/assets/index-1.js"></script></head><body></body></html>`,
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'index-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'assets', 'home-1.css'), routeStyle);
    fs.writeFileSync(path.join(webDir, 'logo.svg'), '<svg/>');
    const preloads: RoutePreload[] = [{ path: '/index', modules: [], styles: ['assets/home-1.css'] }];
    fs.writeFileSync(path.join(webDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    const probe = defineContract(
      { base: 'need', tag: 'test', module: '测试' },
      { crash: { method: 'GET', path: 'crash', access: 'public', unsigned: true, summary: '意外错误', answer: Type.Null() } },
    );
    t = await buildTestApp('sqlite', { webDir }, (app) =>
      serveAll(app, probe, {
        crash: () => {
          throw new Error('boom');
        },
      }),
    );
    await insertTwoTenants(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('protects a page, allowing exactly its own inline stylesheets by hash', async () => {
    const page = await t.app.inject({ url: '/innoweb/index', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(page.statusCode).toBe(200);
    expectAppPolicy(page);
    expect(policyOf(page).get('style-src')).toEqual(["'self'", sha256(shellStyle), sha256(routeStyle), sha256(parkStyle)]);
    // The service worker's copy of the shell has no route styles, and so no hash for them.
    const forWorker = await t.app.inject({ url: '/innoweb/index', headers: { 'sec-fetch-mode': 'cors' } });
    expect(policyOf(forWorker).get('style-src')).toEqual(["'self'", sha256(shellStyle), sha256(parkStyle)]);
  });

  it('keeps the operations centre out of every frame', async () => {
    const page = await t.app.inject({ url: '/innoweb/op/orgAudit/TOAUDIT' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>x</title>');
    expectAppPolicy(page);
  });

  it('protects API answers, static files and 404s', async () => {
    const api = await t.app.inject({ method: 'POST', url: '/api/need/getTenantWrapper', payload: {} });
    expect(api.json()).toMatchObject({ statusCode: 200 });
    expectAppPolicy(api);
    const file = await t.app.inject({ url: '/innoweb/logo.svg' });
    expect(file.statusCode).toBe(200);
    expectAppPolicy(file);
    expect(policyOf(file).get('style-src')).toEqual(["'self'"]);
    for (const url of ['/api/dpboot/nothing/here', '/innoweb/assets/gone-9.js', '/elsewhere']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expectAppPolicy(missing);
    }
  });

  it('protects error answers, whichever step fails', async () => {
    const crash = await t.app.inject({ url: '/api/need/crash' });
    expect(crash.statusCode).toBe(500);
    expectAppPolicy(crash);
    const badJson = await postRaw(t.app, '/api/need/getTenantWrapper', 'application/json', '{"domain": ');
    expect(badJson.statusCode).toBe(400);
    expectAppPolicy(badJson);
    // A path that does not decode is answered before routing and before any hook.
    const badPath = await t.app.inject({ url: '/innoweb/%E0%A4%A' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toEqual({ statusCode: 400, message: '请求地址不正确', data: null });
    expectAppPolicy(badPath);
    // Refused by the signing check, before any handler.
    const unsigned = await t.app.inject({ url: '/api/dpboot/notice/list?sysid=1' });
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(400);
    expectAppPolicy(unsigned);
  });

  it('gives the API documentation its own policy, still unframeable', async () => {
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expectProtected(docs);
    expect(policyOf(docs).get('script-src')).toEqual(["'self'"]);
  });

  it('sends no HSTS over plain HTTP, nor for a forwarded protocol it does not trust', async () => {
    const plain = await t.app.inject({ url: '/innoweb/index' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await t.app.inject({ url: '/innoweb/index', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { trustProxy: true });
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  it('asks browsers to keep to HTTPS when the request came over HTTPS', async () => {
    const secure = await t.app.inject({ method: 'POST', url: '/api/need/getTenantWrapper', payload: {}, headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const missing = await t.app.inject({ url: '/nothing', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await t.app.inject({ method: 'POST', url: '/api/need/getTenantWrapper', payload: {}, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
