import type { Browser, Page, TestInfo } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { answerDialog } from './support/dialogs.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';

/** A visitor on a phone of their own: a fresh browser context with the project's device. */
async function freshPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

test.describe('rank lists', () => {
  test.setTimeout(180_000);

  test('an operator builds a list of three enterprises, reorders and publishes it; the portal shows it in that order until it is withdrawn', async ({ page, browser }, testInfo) => {
    const title = `园区创新榜${String(Date.now())}`;
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/rankManage');
    await page.getByRole('button', { name: '新建榜单' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/rankEdit$/);

    // Publishing an empty list is refused before anything is sent.
    await page.getByRole('textbox', { name: '榜单名称' }).fill(title);
    await page.getByRole('textbox', { name: '期间' }).fill('2025年度');
    await page.getByRole('button', { name: '保存并发布' }).click();
    await expect(page.getByText('榜单至少需要一家上榜企业才能发布')).toBeVisible();

    // Three of the park's enterprises, in the order they are picked.
    await page.getByRole('button', { name: '添加企业' }).click();
    const results = page.locator('.adm-popup-body .adm-list-item');
    await expect(results.first()).toBeVisible();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const item = results.nth(i);
      names.push((await item.locator('.adm-list-item-content-main').innerText()).split('\n')[0]!.trim());
      await item.click();
      await expect(item.getByText('已在榜单中')).toBeVisible();
    }
    await page.getByRole('button', { name: '完成' }).click();
    const [a, b, c] = names as [string, string, string];
    const entries = page.getByRole('list', { name: '上榜企业' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);

    // Reorder with the buttons: A down (B, A, C), then C up (B, C, A).
    await page.getByRole('button', { name: `下移 ${a}` }).click();
    await page.getByRole('button', { name: `上移 ${c}` }).click();
    await expect(entries).toHaveText([new RegExp(`^1${b}`), new RegExp(`^2${c}`), new RegExp(`^3${a}`)]);
    await page.getByRole('textbox', { name: '第1名的备注' }).fill('首次上榜');

    await page.getByRole('button', { name: '保存并发布' }).click();
    await answerDialog(page, '发布');
    await expect(page).toHaveURL(/\/innoweb\/op\/rankManage$/);
    const actions = page.getByRole('group', { name: `${title} 的操作` });
    await expect(actions.getByRole('button', { name: '撤回' })).toBeVisible();

    // A visitor sees it on the enterprise-service home, newest first and open, in the operator's order.
    const visitor = await freshPhone(browser, testInfo);
    await visitor.goto('/innoweb/qyfw/index');
    const section = visitor.getByRole('region', { name: '企业榜单' });
    await expect(section.getByText(title)).toBeVisible();
    const top = section.getByRole('list', { name: `${title} 前3名` }).getByRole('listitem');
    await expect(top).toHaveText([new RegExp(`1${b}`), new RegExp(`2${c}`), new RegExp(`3${a}`)]);
    await section.getByRole('button', { name: '查看完整榜单（共 3 家）' }).click();
    const whole = visitor.getByRole('table', { name: `${title}（共 3 家）` });
    await expect(whole.getByRole('row')).toHaveCount(4);
    await expect(whole.getByRole('row').nth(1)).toContainText('首次上榜');

    // Withdrawn: it leaves the portal.
    await actions.getByRole('button', { name: '撤回' }).click();
    await answerDialog(page, '撤回');
    await expect(actions.getByRole('button', { name: '发布' })).toBeVisible();
    await visitor.goto('/innoweb/qyfw/index');
    await expect(visitor.getByRole('region', { name: '企业榜单' }).getByRole('list').first()).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
  });
});
