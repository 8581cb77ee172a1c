import type { Browser, Page, TestInfo } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';

/** A visitor on a phone of their own: a fresh browser context with the project's device. */
async function freshPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

test.describe('the high-tech enterprise page', () => {
  test.setTimeout(180_000);

  test('a visitor reads the park’s guide, policies and notices; an operator adds a step, which the visitor then sees', async ({ page, browser }, testInfo) => {
    const visitor = await freshPhone(browser, testInfo);
    await visitor.goto('/innoweb/gc/conduct');
    await expect(visitor.getByRole('heading', { name: '高新技术企业服务', level: 2 })).toBeVisible();
    await expect(visitor.getByLabel('园区持证企业')).toContainText(/\d+家园区企业持有高新技术企业资质/);
    // The park's seeded guide, and the notices and policies naming the qualification.
    await expect(visitor.getByText('园区预审', { exact: true })).toBeVisible();
    await expect(visitor.getByText('高新技术企业认定申请书').first()).toBeVisible();
    await expect(visitor.getByLabel('通知公告').getByText(/高新技术企业认定申报工作的通知/).first()).toBeVisible();
    await expect(visitor.getByLabel('相关政策').getByText(/高新技术企业/).first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: '编辑' })).toHaveCount(0);

    const step = `线上答疑${String(Date.now()).slice(-4)}`;
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/gc/conduct');
    await page.getByRole('button', { name: '编辑' }).click();
    const editor = page.getByRole('dialog', { name: '编辑申报指南' });
    await expect(editor.getByPlaceholder('如 园区预审').first()).toHaveValue('企业自我评价');
    await editor.getByText('添加步骤', { exact: true }).click();
    await editor.getByPlaceholder('如 园区预审').last().fill(step);
    await editor.getByPlaceholder('企业在这一步要做什么').last().fill('每周三下午在园区企业服务中心答疑。');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText(step, { exact: true })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByText(step, { exact: true })).toBeVisible();
    await expect(visitor.getByText('每周三下午在园区企业服务中心答疑。')).toBeVisible();
    await visitor.context().close();
  });
});
