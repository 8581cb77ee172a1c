import { loginAs, signIn } from './support/accounts.js';
import { ownServerOfDescribe } from './support/own-server.js';
import { expect, test } from './support/test.js';

/**
 * Access statistics and park settings (issue #16) at 375 px, on a server of the spec's own: the
 * statistics count only this test's page views exactly, and renaming the park touches no other
 * spec's park.
 */

const ADMIN = '13800000001';

test.describe('access statistics and park settings', () => {
  // Its own server seeds a fresh demo park first.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const own = ownServerOfDescribe();

  test('/op/access shows the page views made during the test', async ({ page }) => {
    await loginAs(page, ADMIN, own.url);
    // Three visits of a page the demo's recorded views never include, each staying until the
    // portal has sent its record (a page left at once may not have written it yet).
    for (let n = 0; n < 3; n += 1) {
      const recorded = page.waitForResponse(
        (r) => r.url().includes('/config/pagestatis/save') && (r.request().postData() ?? '').includes('"/404"'),
      );
      await page.goto(`${own.url}/innoweb/404`);
      await expect(page.getByText('页面不存在').first()).toBeVisible();
      await recorded;
    }
    await page.goto(`${own.url}/innoweb/op/access`);
    const row = page.getByRole('row', { name: /页面不存在/ });
    // The records reach the server through the outbox; the page counts what has arrived.
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole('cell').nth(2)).toHaveText('3', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row.getByRole('cell').nth(1)).toHaveText('系统页面');
    await expect(page.getByRole('img', { name: /每日访问次数与访问用户数/ })).toBeVisible();

    // A range that ends before today has none of them.
    await page.getByLabel('结束日期').fill('2020-01-31');
    await page.getByLabel('开始日期').fill('2020-01-01');
    await expect(page.getByText('该时间段没有访问记录')).toBeVisible();
    await expect(page.getByRole('row', { name: /页面不存在/ })).toHaveCount(0);
  });

  test('changing the park’s short name in /op/setting shows on the portal after reload', async ({ page, browser }) => {
    await signIn(page, ADMIN, own.url);
    await page.goto(`${own.url}/innoweb/op/setting/basic`);
    const shortName = page.getByRole('textbox', { name: '园区简称' });
    await expect(shortName).toHaveValue('杭州高新区');
    await shortName.fill('滨江创新港');
    const tenantAsked = page.waitForResponse((r) => r.url().includes('/api/need/getTenantWrapper'));
    await page.getByRole('button', { name: '保存' }).click();
    await tenantAsked;

    await page.goto(`${own.url}/innoweb/index`);
    await page.reload();
    await expect(page.getByText(/滨江创新港 · /)).toBeVisible();

    // A visitor without a stored tenant gets the new name from the server at once.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const other = await visitor.newPage();
      await other.goto(`${own.url}/innoweb/index`);
      await expect(other.getByText(/滨江创新港 · /)).toBeVisible();
    } finally {
      await visitor.close();
    }

    // A short name of one character is refused on the form, with its message.
    await page.goto(`${own.url}/innoweb/op/setting/basic`);
    await page.getByRole('textbox', { name: '园区简称' }).fill('滨');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('园区简称不能少于2个字')).toBeVisible();
  });
});
