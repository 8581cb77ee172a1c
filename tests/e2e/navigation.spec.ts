import type { Page } from '@playwright/test';
import { loginAs, loginThroughScreen } from './support/accounts.js';
import { expect, test } from './support/test.js';

/*
 * The navigation model on a 375 px phone (src/ui/README.md, "Navigation"): tab roots show the tab
 * bar and no back arrow; stacked screens, the account screens included, show a back arrow and no
 * tab bar; the operations workbench is a root; an operations-menu entry is a root beside the side
 * menu of a desktop and stacked on a phone.
 */

const ORG_USER = '13800000003';
const OPERATOR = '13800000001';

const tabBar = (page: Page) => page.getByRole('navigation', { name: '主导航' });
/** The bar's back button (antd-mobile's NavBar wraps it in a div that also says role=button). */
const backArrow = (page: Page) => page.locator('button[aria-label="返回"]');

/** The route's title, as the browser title carries it (platform - title - park). */
const titled = (title: string) => new RegExp(` - ${title} - `);

async function expectTabRoot(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`/innoweb${path.replaceAll('/', '\\/')}$`));
  await expect(page).toHaveTitle(titled(title));
  await expect(tabBar(page)).toBeVisible();
  await expect(backArrow(page)).toHaveCount(0);
}

async function expectStacked(page: Page, path: RegExp, title: string) {
  await expect(page).toHaveURL(path);
  await expect(page).toHaveTitle(titled(title));
  await expect(page.getByText(title, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(backArrow(page)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
}

test('every tab root shows the tab bar and no back arrow; stacked screens the reverse', async ({ page }) => {
  // The account screens are stacked like any other, with the same bar: an arrow, no 首页/返回 text.
  await page.goto('/innoweb/login');
  await expectStacked(page, /\/innoweb\/login$/, '登录');
  await page.getByRole('link', { name: '注册账号' }).click();
  await expectStacked(page, /\/innoweb\/regist\/user$/, '注册账号');
  await backArrow(page).click();
  await expect(page).toHaveURL(/\/innoweb\/login$/);

  await loginAs(page, ORG_USER);
  await expectTabRoot(page, '/index', '首页');
  const tabs = [
    { tab: '政策', path: '/policy/index', title: '政策服务' },
    { tab: '服务', path: '/qyfw/index', title: '企业服务' },
    { tab: '我的', path: '/user/index', title: '个人中心' },
    { tab: '首页', path: '/index', title: '首页' },
  ];
  for (const { tab, path, title } of tabs) {
    await tabBar(page).getByText(tab, { exact: true }).click();
    await expectTabRoot(page, path, title);
  }

  // Three stacked screens: the policy library and a policy from the 政策 tab, 编辑资料 from 我的.
  await tabBar(page).getByText('政策', { exact: true }).click();
  await page.getByRole('navigation', { name: '政策服务' }).getByRole('link', { name: '政策库', exact: true }).click();
  await expectStacked(page, /\/innoweb\/policy\/list(\?.*)?$/, '政策库');
  const first = page.getByRole('article').first().getByRole('link');
  const policy = (await first.textContent())!.trim();
  await first.click();
  await expectStacked(page, /\/innoweb\/policy\/detail\/\d+$/, '政策详情');
  await expect(page.getByRole('heading', { name: policy })).toBeVisible();
  await backArrow(page).click();
  await expect(page).toHaveURL(/\/innoweb\/policy\/list(\?.*)?$/);
  await backArrow(page).click();
  await expectTabRoot(page, '/policy/index', '政策服务');

  await tabBar(page).getByText('我的', { exact: true }).click();
  await page.getByText(/^编辑资料/).first().click();
  await expectStacked(page, /\/innoweb\/user\/edit$/, '编辑资料');
  await backArrow(page).click();
  await expectTabRoot(page, '/user/index', '个人中心');
});

test('an operator lands on /index with 运营中心 first; the workbench is a root, a menu entry a root on a desktop', async ({ page }) => {
  // Where the login screen lands is part of the flow.
  await loginThroughScreen(page, OPERATOR);
  await expect(page).toHaveURL(/\/innoweb\/index$/);
  const areas = page.getByRole('navigation', { name: '业务入口' }).getByRole('button');
  await expect(areas.first()).toHaveText('运营中心');

  await areas.first().click();
  await expect(page).toHaveURL(/\/innoweb\/op\/index$/);
  await expect(page.getByText('待办事项')).toBeVisible();
  await expect(backArrow(page)).toHaveCount(0);
  await expect(tabBar(page)).toHaveCount(0);

  // On a phone the workbench is the menu: an entry of it is stacked, back to the workbench.
  await page.getByText('通知公告管理', { exact: true }).filter({ visible: true }).click();
  await expectStacked(page, /\/innoweb\/op\/notice$/, '通知公告管理');
  await backArrow(page).click();
  await expect(page).toHaveURL(/\/innoweb\/op\/index$/);

  // Beside the side menu of a desktop the same entry is a root.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('complementary', { name: '运营中心菜单' }).getByRole('link', { name: '通知公告管理' }).click();
  await expect(page).toHaveURL(/\/innoweb\/op\/notice$/);
  await expect(page.getByText('通知公告管理', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(backArrow(page)).toBeHidden();

  // The workbench leads back to the portal.
  await page.getByRole('complementary', { name: '运营中心菜单' }).getByRole('link', { name: '工作台' }).click();
  await page.getByRole('link', { name: '门户首页' }).click();
  await expect(page).toHaveURL(/\/innoweb\/index$/);
  await expect(tabBar(page)).toBeVisible();
});
