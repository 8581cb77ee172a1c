import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { loginThroughScreen, signIn } from './support/accounts.js';
import { answerDialog } from './support/dialogs.js';
import { ownServerOfDescribe, type OwnServer } from './support/own-server.js';
import { expectOutbox, navigateInApp, newPhone, pageViewCounts, replayAndSettle, workerControls } from './support/pwa.js';
import { expect, test } from './support/test.js';
import { expectToast, recordToasts } from './support/toasts.js';

/**
 * Appeals (诉求, issue #5): filed by an enterprise user where there is no signal, they reach the
 * server exactly once when it is back — with the service worker and without one (iOS WeChat) —
 * and the park handles them: assign, reply, the enterprise rates, closed.
 */

const ORG_USER = '13800000003';
const OPERATOR = '13800000001';

/** A phone-camera-sized JPEG (2400×1800), drawn by the browser: the page must shrink it before sending. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    for (let i = 0; i < 60; i++) {
      context.fillStyle = `hsl(${String(i * 6)}, 70%, ${String(30 + (i % 5) * 10)}%)`;
      context.fillRect((i * 97) % 2400, (i * 53) % 1800, 400, 300);
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** Fills the filing form (already open) with a photo. */
async function fillForm(page: Page, title: string, photo: Buffer) {
  // The category capsules: the cells of a row equally tall, each label centred in its cell, even
  // where a neighbour's label wraps onto two lines.
  await expect(page.getByText('水电路网', { exact: true })).toBeVisible();
  const cells = await page.locator('.adm-selector-item').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(item.firstChild!);
      const text = range.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height), offCentre: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)) };
    }),
  );
  expect(cells.length).toBeGreaterThan(3);
  for (const top of new Set(cells.map((c) => c.top))) expect(new Set(cells.filter((c) => c.top === top).map((c) => c.height)).size).toBe(1);
  for (const cell of cells) expect(cell.offCentre).toBeLessThan(2);
  await page.getByText('水电路网', { exact: true }).click();
  await expect(page.getByText('5 个工作日内答复')).toBeVisible();
  await page.getByRole('textbox', { name: '诉求标题' }).fill(title);
  await page
    .getByRole('textbox', { name: '诉求内容' })
    .fill('科技大道与创业路交叉口每逢下雨积水超过20厘米，员工上下班出行困难，请尽快疏通排水管网。');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/已选 1 张/)).toBeVisible();
  await page.getByRole('textbox', { name: '地址' }).fill('科技大道与创业路交叉口');
}

interface Stored {
  appeals: Array<{ id: number; state: string; org_id: number; submitter_id: number }>;
  photos: Array<{ mime: string; size: number; storage_key: string }>;
}

function storedAppeals(dataDir: string, title: string): Stored {
  const db = new Database(path.join(dataDir, 'innoweb.db'), { readonly: true, fileMustExist: true });
  try {
    const appeals = db
      .prepare('SELECT id, state, org_id, submitter_id FROM appeals WHERE title = ?')
      .all(title) as Stored['appeals'];
    const photos = db
      .prepare(
        'SELECT a.mime, a.size, a.storage_key FROM appeal_files f JOIN attachments a ON a.id = f.attachment_id JOIN appeals p ON p.id = f.appeal_id WHERE p.title = ?',
      )
      .all(title) as Stored['photos'];
    return { appeals, photos };
  } finally {
    db.close();
  }
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

async function signedInPhone(
  browser: Browser,
  testInfo: TestInfo,
  own: OwnServer,
  phone: string,
  serviceWorkers: 'allow' | 'block',
) {
  const context = await newPhone(browser, testInfo, serviceWorkers);
  const page = await context.newPage();
  // Through the login screen: the home screen it lands on is then loaded as a person gets there
  // (in the app, its code and styles fetched), which the offline steps below open again.
  await loginThroughScreen(page, phone, own.url);
  return { context, page };
}

for (const serviceWorkers of ['allow', 'block'] as const) {
  test.describe(`an appeal filed while the server is down (service worker ${serviceWorkers === 'allow' ? 'on' : 'blocked'})`, () => {
    test.setTimeout(180_000);
    const own = ownServerOfDescribe();

    test('reaches the server exactly once with its photo and the page views, and the operator sees it', async ({
      browser,
    }, testInfo) => {
      const { context, page } = await signedInPhone(browser, testInfo, own, ORG_USER, serviceWorkers);
      if (serviceWorkers === 'allow') expect(await workerControls(page)).toBe(true);
      // The screens used offline are opened once while online, so their code is in the browser.
      // (The seeded access statistics hold visits to these pages already: count the new ones.)
      const addViews = () => pageViewCounts(own.dataDir, '/user/appeal/add').get('/user/appeal/add') ?? 0;
      const addViewsBefore = addViews();
      await page.goto(`${own.url}/innoweb/user/appeal`);
      await expect(page.getByRole('button', { name: '提交诉求' })).toBeVisible();
      await page.getByRole('button', { name: '提交诉求' }).click();
      await expect(page).toHaveURL(/\/innoweb\/user\/appeal\/add$/);
      const photo = await cameraPhoto(page);
      // The page views of the screens opened online are sent once start-up has settled (after the
      // first screen's reads); they reach the server before it goes, and nothing else waits.
      await expect.poll(addViews, { timeout: 30_000 }).toBe(addViewsBefore + 1);
      await expectOutbox(page, 'pageview', ['waiting', 'sending', 'worker'], 0);

      const marker = `ap-${serviceWorkers}-${String(Date.now())}`;
      const title = `离线诉求${marker.slice(-6)}`;
      await own.stop();

      await fillForm(page, title, photo);
      await page.getByRole('button', { name: '提交诉求' }).click();
      await expectToast(page, '已保存，联网后自动提交');
      await expect(page).toHaveURL(/\/innoweb\/user\/appeal$/);
      // The appeal waits on the phone, said so, above the (unreachable) server list.
      const waiting = page.getByRole('region', { name: '未提交的诉求' });
      await expect(waiting.getByText(title)).toBeVisible();
      await expect(waiting.getByText('待发送')).toBeVisible();
      await expectOutbox(page, 'appeal', [serviceWorkers === 'allow' ? 'worker' : 'waiting'], 1);

      // Three more screens while the server is still down.
      // Each screen is let to arrive before the next: a navigation overtaken by the next is no visit.
      await navigateInApp(page, `/user/appeal?m=${marker}-1`);
      await expect(page.getByRole('region', { name: '未提交的诉求' })).toBeVisible();
      await navigateInApp(page, `/index?m=${marker}-2`);
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await navigateInApp(page, `/user/appeal?m=${marker}-3`);
      await expect(page.getByRole('region', { name: '未提交的诉求' })).toBeVisible();
      // The list it landed on after filing, and the three.
      await expectOutbox(page, 'pageview', ['waiting', 'sending', 'worker'], 4);
      expect(storedAppeals(own.dataDir, title).appeals).toHaveLength(0);
      expect(pageViewCounts(own.dataDir, marker).size).toBe(0);

      // The server returns; nobody touches the page: the outbox retries on its own.
      await own.start();
      await expect.poll(() => storedAppeals(own.dataDir, title).appeals.length, { timeout: 60_000 }).toBe(1);
      await expect.poll(() => total(pageViewCounts(own.dataDir, marker)), { timeout: 60_000 }).toBe(3);
      await expectOutbox(page, 'appeal', ['waiting', 'sending', 'worker', 'failed'], 0);

      // Asking the page (and the worker) to send again delivers nothing more, once that flush is over.
      await replayAndSettle(page);
      const stored = storedAppeals(own.dataDir, title);
      expect(stored.appeals).toHaveLength(1);
      expect(stored.appeals[0]!.state).toBe('SUBMITTED');
      expect(stored.photos).toHaveLength(1);
      expect([...pageViewCounts(own.dataDir, marker).entries()].sort()).toEqual([
        [`/index?m=${marker}-2`, 1],
        [`/user/appeal?m=${marker}-1`, 1],
        [`/user/appeal?m=${marker}-3`, 1],
      ]);

      // The photo was shrunk on the phone: a JPEG of at most 1600 px, much smaller than the camera's.
      const kept = stored.photos[0]!;
      expect(kept.mime).toBe('image/jpeg');
      expect(kept.size).toBeLessThan(photo.length);
      const size = jpegSize(fs.readFileSync(path.join(own.dataDir, 'files', kept.storage_key)));
      expect(Math.max(size.width, size.height)).toBe(1600);

      // The phone now shows it from the server, no longer as waiting.
      await expect(waiting).toHaveCount(0);
      await expect(page.getByRole('region', { name: '我的诉求' }).getByText(title)).toBeVisible();

      // The park's officer sees it in the queue.
      const operator = await signedInPhone(browser, testInfo, own, OPERATOR, 'block');
      await operator.page.goto(`${own.url}/innoweb/op/appeal/list/SUBMITTED`);
      await operator.page.getByRole('link', { name: title }).click();
      await expect(operator.page.getByRole('heading', { name: title })).toBeVisible();
      // The photo as a thumbnail, loaded through the signed client; a tap opens the viewer.
      const thumbnail = operator.page.getByRole('img', { name: '现场照片1.jpg' });
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
      await operator.page.getByRole('button', { name: '查看图片 现场照片1.jpg' }).click();
      await expect(operator.page.locator('.adm-image-viewer-content img').first()).toBeVisible();
      await operator.context.close();
      await context.close();
    });
  });
}

test('the park handles an appeal filed online: assign, reply, the enterprise rates, closed', async ({
  page: org,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `园区道路积水${String(Date.now()).slice(-6)}`;
  await signIn(org, ORG_USER);
  await org.goto('/innoweb/user/appeal/add');
  await fillForm(org, title, await cameraPhoto(org));
  await org.getByRole('button', { name: '提交诉求' }).click();
  await expectToast(org, '诉求已提交');
  await expect(org.getByRole('region', { name: '我的诉求' }).getByText(title)).toBeVisible();

  const opContext = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await recordToasts(opContext);
  const op = await opContext.newPage();
  await signIn(op, OPERATOR);
  await op.goto('/innoweb/op/appeal/list/SUBMITTED');
  await op.getByRole('link', { name: title }).click();
  await expect(op.getByRole('heading', { name: title })).toBeVisible();

  await op.getByRole('button', { name: '受理交办' }).click();
  await op.getByText('规划建设局', { exact: true }).click();
  await op.getByRole('textbox', { name: '交办意见' }).fill('请三个工作日内现场查看并答复');
  await op.getByRole('button', { name: '交办', exact: true }).click();
  await expectToast(op, '交办成功');
  await expect(op.locator('[data-state="ASSIGNED"]').first()).toBeVisible();

  await op.getByRole('button', { name: '答复企业' }).click();
  await op
    .getByRole('textbox', { name: '答复内容' })
    .fill('已组织对交叉口雨水管网清淤，并新增两处雨水篦子，近期降雨未再积水。');
  await op.getByRole('button', { name: '答复', exact: true }).click();
  await answerDialog(op, '确定');
  await expectToast(op, '答复成功');
  await expect(op.locator('[data-state="REPLIED"]').first()).toBeVisible();
  await expect(op.getByRole('button', { name: '办结（企业未评价）' })).toBeVisible();

  await org.goto('/innoweb/user/appeal');
  await org.getByRole('link', { name: title }).click();
  await expect(org.getByText('已组织对交叉口雨水管网清淤', { exact: false }).first()).toBeVisible();
  await org.getByRole('button', { name: '评价办理结果' }).click();
  await org.getByRole('radio', { name: /^5 星/ }).click();
  await expect(org.getByText('非常满意', { exact: true })).toBeVisible();
  await org.getByRole('textbox', { name: '评价说明' }).fill('处理及时，问题已解决');
  await org.getByRole('button', { name: '提交评价' }).click();
  await expectToast(org, '评价成功');
  await expect(org.locator('[data-state="CLOSED"]').first()).toBeVisible();
  await expect(org.getByText('★★★★★ 非常满意')).toBeVisible();
  await expect(org.getByRole('button', { name: '评价办理结果' })).toHaveCount(0);
  // Every step is on the timeline, with who did it.
  for (const step of ['提交诉求', '受理并交办：规划建设局', '答复', '评价：★★★★★']) {
    await expect(org.getByText(step, { exact: true })).toBeVisible();
  }

  // The officer's queue shows it closed, rated.
  await op.goto('/innoweb/op/appeal/list/CLOSED');
  await expect(op.getByRole('link', { name: title })).toBeVisible();
  // Its labels (评价 is shorter than 提交时间) in one column: every value starts at the same place.
  const card = op.locator('article', { has: op.getByRole('link', { name: title }) });
  await expect(card.locator('dd', { hasText: '★★★★★' })).toBeVisible();
  const starts = await card.locator('dd').evaluateAll((values) => values.map((dd) => Math.round(dd.getBoundingClientRect().left)));
  expect(starts.length).toBeGreaterThan(2);
  expect(new Set(starts).size).toBe(1);
  await opContext.close();
});
