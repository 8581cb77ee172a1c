import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium.js';
import { signedApi } from './support/api.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { ownServerOfDescribe, startOwnServer, type OwnServer } from './support/own-server.js';
import { newPhone, outboxStarted, workerControls } from './support/pwa.js';
import { expect, test } from './support/test.js';

/** PNG width and height from the IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test.describe('installable PWA', () => {
  test('Chrome finds no installability errors, and the worker controls the page', async ({ request, baseURL, cspWatch }) => {
    // A persistent profile: Chrome never offers to install from an incognito-like context.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS, baseURL });
    cspWatch.watch(context);
    try {
      const page = await context.newPage();
      await page.goto('/innoweb/index');
      expect(await workerControls(page)).toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }

    const manifest = await request.get('/innoweb/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    // The park's manifest (the default park's here).
    expect(body).toMatchObject({ name: '杭州高新技术产业开发区', short_name: '杭州高新区', start_url: '/innoweb/index', scope: '/innoweb/', display: 'standalone' });
    for (const icon of body.icons) {
      const file = await request.get(new URL(icon.src, manifest.url()).href);
      expect(file.headers()['content-type']).toContain(icon.type);
      // The park's SVG logo scales to any size; the app's PNG icons are exactly their declared size.
      if (icon.type === 'image/svg+xml') expect(icon.sizes).toBe('any');
      else expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
    }
    expect(body.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(body.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    const sw = await request.get('/innoweb/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toContain('javascript');
  });
});

test.describe('a page the worker did not take over', () => {
  test('asks the active worker to claim it', async ({ browser, baseURL }, testInfo) => {
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`${baseURL ?? ''}/innoweb/index`);
    expect(await workerControls(page)).toBe(true);
    // A reload that bypasses the worker (as a page loaded while the worker was activating) leaves
    // the page uncontrolled although a worker is active.
    const cdp = await context.newCDPSession(page);
    const loaded = page.waitForEvent('load');
    await cdp.send('Page.reload', { ignoreCache: true });
    await loaded;
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
    await context.close();
  });
});

test.describe('offline with the service worker', () => {
  test.setTimeout(120_000);
  const own = ownServerOfDescribe();

  test('with the server gone, a reload shows the shell and a notice read before is still readable', async ({ browser, request }, testInfo) => {
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`${own.url}/innoweb/index`);
    expect(await workerControls(page)).toBe(true);
    const api = await signedApi(page, request);
    const { list } = await api.get<{ list: { id: number; title: string }[] }>(`${own.url}/api/dpboot/notice/list?sysid=1&pagenum=1&size=1`);
    const notice = list[0]!;

    await page.goto(`${own.url}/innoweb/notice/detail/${String(notice.id)}`);
    await expect(page.getByRole('heading', { name: notice.title })).toBeVisible();

    await own.stop();
    await page.goto(`${own.url}/innoweb/index`);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '首页' }).or(page.getByText('首页', { exact: true })).first()).toBeVisible();

    await page.goto(`${own.url}/innoweb/notice/detail/${String(notice.id)}`);
    await expect(page.getByRole('heading', { name: notice.title })).toBeVisible();

    // Never the shell for the API, even offline: it fails as a request.
    const api404 = await page.evaluate(async () => (await fetch('/api/dpboot/nothing-here').catch(() => null))?.status ?? 'network error');
    expect(api404).toBe('network error');
    await own.start();
    await context.close();
  });

  test('a screen first opened with its styles inside the page still has them offline', async ({ browser }, testInfo) => {
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`${own.url}/innoweb/policy/list`);
    expect(await workerControls(page)).toBe(true);
    // The page brought its route's stylesheets inline, marked by links the browser does not fetch…
    const inlined = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((l) => l.href));
    expect(inlined.some((href) => /list-page-[\w-]+\.css$/.test(href))).toBe(true);
    // …and once the worker controls the page, it has fetched them into its cache.
    await expect
      .poll(() => page.evaluate(async (hrefs) => (await Promise.all(hrefs.map((href) => caches.match(href)))).every(Boolean), inlined))
      .toBe(true);

    await own.stop();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.reload();
    await expect(page.getByRole('search')).toBeVisible();
    // The list screen's own styles apply although the offline shell does not carry them.
    const stylesheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => href.endsWith('.css')));
    expect(stylesheets.some((href) => /list-page-[\w-]+\.css$/.test(href))).toBe(true);
    expect(failed.filter((url) => url.endsWith('.css'))).toEqual([]);
    await own.start();
    await context.close();
  });
});

test.describe('updates', () => {
  let own: OwnServer;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-web-copy-'));
  test.beforeAll(async () => {
    // A copy of the build of its own, so the test can deploy a "new version" of the worker.
    fs.cpSync(path.resolve('dist/web'), webDir, { recursive: true });
    own = await startOwnServer({ WEB_DIR: webDir });
  });
  test.afterAll(async () => {
    await own.dispose();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  test('a new version shows 「新版本可用」 and 刷新 switches to it', async ({ browser }, testInfo) => {
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`${own.url}/innoweb/index`);
    expect(await workerControls(page)).toBe(true);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // Deploy: a changed sw.js (the compressed copies would otherwise be served in its place).
    for (const name of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(webDir, name), { force: true });
    fs.appendFileSync(path.join(webDir, 'sw.js'), `\n// deploy ${String(Date.now())}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const dialog = dialogOf(page);
    await expect(dialog.getByText('新版本可用')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '刷新' }).click();
    await reloaded;
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(state).toEqual({ waiting: false, controller: firstWorker });
    await expect(page.getByText('新版本可用')).toHaveCount(0);
    await context.close();
  });
});

test.describe('offline bar', () => {
  test('says when the network is gone, and lists a failed submission that can be deleted', async ({ browser }, testInfo) => {
    const context = await newPhone(browser, testInfo, 'block');
    const page = await context.newPage();
    await page.goto('/innoweb/index');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(/网络已断开/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/网络已断开/)).toHaveCount(0);

    // A submission the server refused, as the outbox stores it (nobody signed in, park 1).
    await outboxStarted(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('outbox');
          open.onsuccess = () => {
            const tx = open.result.transaction('items', 'readwrite');
            tx.objectStore('items').put({
              key: 'e2e-failed-0001', kind: 'appeal', path: 'appeal/submit', body: { type: 'json', value: {} }, label: '诉求：路灯不亮',
              userId: null, tenantId: 1, createdAt: Date.now(), updatedAt: Date.now(), attempts: 1, state: 'failed', error: '请选择诉求类别',
            });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
          open.onerror = () => reject(open.error);
        }),
    );
    // Written behind Dexie's back: the bar reads it on the next load.
    await page.reload();
    await expect(page.getByText('1 项发送失败')).toBeVisible();
    await page.getByRole('button', { name: '查看' }).click();
    const popup = page.locator('.adm-popup');
    await expect(popup.getByText('诉求：路灯不亮')).toBeVisible();
    await expect(popup.getByText('请选择诉求类别')).toBeVisible();
    await popup.getByRole('button', { name: '删除' }).click();
    await answerDialog(page, '删除');
    await expect(popup.getByText('全部内容均已发送')).toBeVisible();
    await expect(page.getByText('1 项发送失败')).toHaveCount(0);
    await context.close();
  });
});

