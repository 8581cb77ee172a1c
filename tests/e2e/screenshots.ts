import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ensureServerBuild } from '../../server/cli/server-build.js';
import { ensureWebBuild } from '../../server/cli/web-build.js';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.js';
import { startServerProcess, tempDataDir } from '../support/server-process.js';
import { E2E_CAPTCHA } from './support/constants.js';
import { addSession } from './support/session.js';

/**
 * `npm run screenshots`: the operations centre's and the charts' screens as the administrator sees
 * them on the seeded demo, at 375 px (a phone) and 1440 px (a desktop), written to
 * docs/screenshots/<screen>-<width>.png. Chinese text needs a CJK font in Debian's Chromium: the
 * script installs fonts-noto-cjk with apt-get when fontconfig knows no Chinese font.
 */

const SCREENS = ['/op/index', '/op/userManage', '/op/push', '/op/setting/basic', '/integral/analysis', '/op/access', '/lg/index'];
const WIDTHS = [375, 1440] as const;
const OPERATOR = '13800000001';
const OUT_DIR = path.resolve('docs/screenshots');

/** Whether fontconfig has a font for Chinese; if not, Debian's Noto CJK is installed. */
function ensureCjkFonts(): void {
  const listed = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if (listed.status === 0 && listed.stdout.trim()) return;
  console.log('screenshots: no Chinese font found, installing fonts-noto-cjk');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install fonts-noto-cjk yourself and run again`);
  }
}

/** The screen as it settles: its data arrived (no skeletons or spinners) and its fonts drawn. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  // Every skeleton gone (the workbench's counters arrive one by one).
  await page
    .waitForFunction(() => !document.querySelector('.adm-skeleton, .adm-spin-loading'), undefined, { timeout: 30_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // Charts draw with a short animation.
  await page.waitForTimeout(800);
}

const fileName = (screen: string, width: number) => `${screen.slice(1).replaceAll('/', '-')}-${String(width)}.png`;

ensureCjkFonts();
const executablePath = findChromium();
if (!executablePath) throw new Error('Screenshots need Chromium: apt-get install -y chromium (or set CHROME_PATH)');
const webDir = path.resolve('dist/web');
ensureWebBuild(webDir);
await ensureServerBuild();
const dataDir = tempDataDir('innoweb-screenshots-');
const server = await startServerProcess({ env: { ...process.env, DATA_DIR: dataDir, WEB_DIR: webDir, CAPTCHA_TEST_CODE: E2E_CAPTCHA }, output: 'ignore' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const width of WIDTHS) {
    const phone = width < 1024;
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width, height: phone ? 812 : 900 },
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: 1,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    await addSession(context, OPERATOR, server.url);
    const page = await context.newPage();
    for (const screen of SCREENS) {
      await page.goto(`/innoweb${screen}`);
      await settled(page);
      const file = path.join(OUT_DIR, fileName(screen, width));
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshots: ${path.relative(process.cwd(), file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
