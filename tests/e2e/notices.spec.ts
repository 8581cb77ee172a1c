import type { Browser, Page, TestInfo } from '@playwright/test';
import { loginAs, signIn } from './support/accounts.js';
import { answerDialog } from './support/dialogs.js';
import { expect, test } from './support/test.js';
import { expectToast } from './support/toasts.js';

const OPERATOR = '13800000001';
const SECOND_PARK_OPERATOR = '13900000001';
const demo2 = `http://demo2.localhost:${process.env.E2E_PORT!}`;

/** A minimal PDF: the server checks that the bytes match the extension. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Another visitor on a phone of their own: a fresh browser context with the project's device. */
async function freshPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

/** The operator writes a notice with one attachment and publishes it; its id. */
async function writeAndPublish(page: Page, title: string): Promise<number> {
  await page.goto('/innoweb/op/notice/add');
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  await page.getByText('活动通知', { exact: true }).click();
  await page.getByRole('textbox', { name: '摘要' }).fill('欢迎园区企业报名参加创新沙龙。');
  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.type('各园区企业：本期创新沙龙聚焦人工智能应用落地，欢迎报名。');
  await page.locator('input[type=file][aria-label="选择附件文件"]').setInputFiles({ name: '活动议程.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('活动议程.pdf')).toBeVisible();
  await page.getByRole('button', { name: '保存并发布' }).click();
  await answerDialog(page, '发布');
  await expect(page).toHaveURL(/\/innoweb\/notice\/detail\/\d+$/);
  return Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
}

test.describe('notices', () => {
  test.setTimeout(120_000);

  test('an operator publishes a notice with a file; visitors read and download it; the other park never sees it', async ({ page, browser }, testInfo) => {
    const title = `创新沙龙报名通知${Date.now()}`;
    await loginAs(page, OPERATOR);
    const id = await writeAndPublish(page, title);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('已发布').first()).toBeVisible();

    // It is in the operators' list under 已发布.
    await page.goto('/innoweb/op/notice?status=JOINT');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // An anonymous visitor reads it and downloads the attachment (signed, now public).
    const visitor = await freshPhone(browser, testInfo);
    await visitor.goto(`/innoweb/notice/detail/${id}`);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByText('本期创新沙龙聚焦人工智能应用落地')).toBeVisible();
    await expect(visitor.getByText(/^活动通知 · 发布于 \d{4}-\d{2}-\d{2} · 浏览 \d+$/)).toBeVisible();
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('button', { name: '下载活动议程.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('活动议程.pdf');
    // Visitors get no operator actions.
    await expect(visitor.getByRole('button', { name: '撤回' })).toHaveCount(0);

    // The park's home pages list it among the newest notices.
    for (const home of ['/innoweb/index', '/innoweb/qyfw/index']) {
      await visitor.goto(home);
      await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    }

    // The second park's operator: not in their list, and not found at their host.
    const other = await freshPhone(browser, testInfo);
    await signIn(other, SECOND_PARK_OPERATOR, demo2);
    await other.goto(`${demo2}/innoweb/op/notice`);
    await expect(other.getByRole('link', { name: /苏州工业园区科技领军人才项目申报/ })).toBeVisible();
    await expect(other.getByRole('link', { name: title })).toHaveCount(0);
    const search = other.getByRole('search').getByRole('searchbox');
    await search.fill(title);
    await search.press('Enter');
    await expect(other.getByText('暂无通知')).toBeVisible();
    await other.goto(`${demo2}/innoweb/index`);
    await expect(other.getByRole('region', { name: '通知公告' }).getByRole('link').first()).toBeVisible();
    await expect(other.getByRole('link', { name: title })).toHaveCount(0);
    await other.goto(`${demo2}/innoweb/notice/detail/${id}`);
    await expect(other.getByText('通知不存在或已下线')).toBeVisible();
    await expect(other.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a pending notice is edited, hidden from visitors, then published from the list', async ({ page, browser }, testInfo) => {
    const title = `园区道路养护通知${Date.now()}`;
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/notice/add');
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    await page.getByText('通知公告', { exact: true }).click();
    await page.getByRole('textbox', { name: '正文' }).click();
    await page.keyboard.type('本周六园区主干道养护，请车辆绕行。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/notice$/);
    await page.getByRole('tab', { name: /^待审核/ }).click();
    const draft = page.locator('article').filter({ has: page.getByRole('link', { name: title }) });
    const href = await draft.getByRole('link', { name: title }).getAttribute('href');
    const id = Number(/detail\/(\d+)$/.exec(href ?? '')?.[1]);

    // Editing starts from what was saved (the add screen with ?id=).
    await draft.getByRole('button', { name: '编辑' }).click();
    await expect(page).toHaveURL(new RegExp(`/innoweb/op/notice/add\\?id=${id}$`));
    await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: '正文' })).toContainText('本周六园区主干道养护');
    const updated = `${title}（更新）`;
    await page.getByRole('textbox', { name: '标题' }).fill(updated);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/notice$/);

    const visitor = await freshPhone(browser, testInfo);
    await visitor.goto(`/innoweb/notice/detail/${id}`);
    await expect(visitor.getByText('通知不存在或已下线')).toBeVisible();

    await page.goto('/innoweb/op/notice?status=CHECK');
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: updated }) });
    await card.getByRole('button', { name: '发布' }).click();
    await answerDialog(page, '发布');
    await expectToast(page, '发布成功');
    // Published, it has left the 待审核 list.
    await expect(card).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: updated })).toBeVisible();
    await expect(visitor.getByText('本周六园区主干道养护，请车辆绕行。')).toBeVisible();
  });
});
