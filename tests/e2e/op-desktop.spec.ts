import type { Page } from '@playwright/test';
import { DEFAULT_TENANT } from '../../common/tenant.js';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.js';
import { signIn } from './support/accounts.js';
import { signedApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { expect, test } from './support/test.js';
import { expectToast } from './support/toasts.js';

/*
 * The operations centre from 1024 px (src/ui/README.md, "Navigation"): the side menu once, a top
 * bar with the park and the user's menu (个人中心, 退出登录 with the spec's dialog), breadcrumbs
 * from the route registry; on a 375 px phone the workbench stays the menu and there is no top bar.
 */

const OPERATOR = DEMO_ACCOUNTS.find((account) => account.phone === '13800000001')!;

const sideMenu = (page: Page) => page.getByRole('complementary', { name: '运营中心菜单' });
const topBar = (page: Page) => page.getByRole('banner');
const crumbs = (page: Page) => page.getByRole('navigation', { name: '面包屑' });
/** The bar's back button (antd-mobile's NavBar wraps it in a div that also says role=button). */
const backArrow = (page: Page) => page.locator('button[aria-label="返回"]');

/** The breadcrumbs read as links (all but the last) and the current screen. */
async function expectCrumbs(page: Page, links: string[], current: string) {
  await expect(crumbs(page).getByRole('link')).toHaveText(links);
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(current);
}

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the side menu once, a top bar with the park and the user, breadcrumbs, and logout from the user menu', async ({
    page,
    request,
  }) => {
    await signIn(page, OPERATOR.phone);
    await page.goto('/innoweb/op/index');
    await expect(page.getByText('待办事项')).toBeVisible();
    // The greeting names the operator's roles, not the 注册用户 every account has.
    await expect(page.getByText(`${DEFAULT_TENANT.name} · 管理员`, { exact: true })).toBeVisible();

    // The menu is the side menu alone: the workbench does not list the entries or their sections
    // again, only the operator's frequent screens (the demo admin's page views: 诉求办理 among them).
    await expect(sideMenu(page)).toHaveCount(1);
    // (常用功能 may name an entry again: it is the operator's own history, and on a shared server
    // other specs have opened 通知公告管理; so the entries are counted inside the side menu.)
    await expect(sideMenu(page).getByRole('link', { name: '通知公告管理', exact: true })).toHaveCount(1);
    await expect(sideMenu(page).getByText('企业审核与管理', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: '全部功能' })).toHaveCount(0);
    const frequent = page.getByRole('main').getByRole('link', { name: /^诉求办理\s*近30天打开 \d+ 次$/ });
    await expect(frequent).toBeVisible();
    await expect(page.getByText('最近动态', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /近两周每日访问次数与访问用户数/ })).toBeVisible();

    // The top bar: the park, the way to the portal, the signed-in user.
    await expect(topBar(page)).toHaveCount(1);
    await expect(topBar(page).getByText(DEFAULT_TENANT.name, { exact: true })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: OPERATOR.name })).toBeVisible();
    await expect(page.getByRole('link', { name: '门户首页' })).toHaveCount(1);

    // The workbench and a menu entry are roots: breadcrumbs, no back arrow.
    await expectCrumbs(page, ['运营中心'], '工作台');
    await expect(backArrow(page)).toHaveCount(0);
    await sideMenu(page).getByRole('link', { name: '诉求办理' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/appeal\/list(\/\w*)?(\?.*)?$/);
    await expectCrumbs(page, ['运营中心', '企业诉求'], '诉求办理');
    await expect(backArrow(page)).toBeHidden();

    // A detail under that entry shows the entry, and the entry's crumb leads back to it.
    const token = (await page.context().cookies()).find((c) => c.name.endsWith('_token'))?.value;
    const api = await signedApi(page, request, 1, token);
    const appeals = await api.get<{ list: { id: number }[] }>('/api/dpboot/appeal/list?size=1&sysid=1');
    await page.goto(`/innoweb/op/appeal/detail/${String(appeals.list[0]!.id)}`);
    await expectCrumbs(page, ['运营中心', '企业诉求', '诉求办理'], '诉求办理详情');
    await expect(
      page.getByText('诉求办理详情', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    // The side menu keeps the entry marked (as it does on the entry itself).
    await expect(sideMenu(page).getByRole('link', { name: '诉求办理' })).toHaveCSS('font-weight', '600');
    await expect(sideMenu(page).getByRole('link', { name: '诉求分析' })).not.toHaveCSS('font-weight', '600');
    await crumbs(page).getByRole('link', { name: '诉求办理' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/appeal\/list(\/\w*)?(\?.*)?$/);
    await expectCrumbs(page, ['运营中心', '企业诉求'], '诉求办理');
    await crumbs(page).getByRole('link', { name: '运营中心' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/index$/);

    // The user's menu takes the focus when it opens; Escape closes it and gives the focus back.
    const userButton = topBar(page).getByRole('button', { name: OPERATOR.name });
    await userButton.click();
    await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: '账户菜单' })).toBeHidden();
    await expect(userButton).toBeFocused();

    // 个人中心 opens the personal centre.
    await topBar(page).getByRole('button', { name: OPERATOR.name }).click();
    await page.getByRole('menu', { name: '账户菜单' }).getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/innoweb\/user\/index$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/innoweb\/op\/index$/);

    // 退出登录 asks with the spec's dialog: 取消 keeps the session, 确定 ends it and opens /index.
    await topBar(page).getByRole('button', { name: OPERATOR.name }).click();
    await page.getByRole('menu', { name: '账户菜单' }).getByRole('menuitem', { name: '退出登录' }).click();
    await expect(dialogOf(page).getByText('确认操作')).toBeVisible();
    await expect(dialogOf(page).getByText('确定退出当前账户吗?')).toBeVisible();
    await answerDialog(page, '取消');
    await expectToast(page, '取消退出当前账户');
    await expect(page).toHaveURL(/\/innoweb\/op\/index$/);
    await expect(topBar(page).getByRole('button', { name: OPERATOR.name })).toBeVisible();

    await topBar(page).getByRole('button', { name: OPERATOR.name }).click();
    await page.getByRole('menu', { name: '账户菜单' }).getByRole('menuitem', { name: '退出登录' }).click();
    await answerDialog(page, '确定');
    await expect(page).toHaveURL(/\/innoweb\/index$/);
    const areas = page.getByRole('navigation', { name: '业务入口' }).getByRole('button');
    await expect(areas.first()).toBeVisible();
    await expect(areas.filter({ hasText: '运营中心' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name.endsWith('_token'))).toBeUndefined();
  });

  test('the side menu narrows to a rail of named icons, by the keyboard too, and stays as the user left it', async ({ page }) => {
    await signIn(page, OPERATOR.phone);
    await page.goto('/innoweb/op/index');
    const menu = sideMenu(page);
    const width = async () => (await menu.boundingBox())?.width ?? 0;
    const collapse = menu.getByRole('button', { name: '收起菜单' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(width).toBeGreaterThan(200);

    // By the keyboard: the toggle takes Enter, keeps the focus and says the menu is folded.
    await collapse.focus();
    await page.keyboard.press('Enter');
    const expand = menu.getByRole('button', { name: '展开菜单' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toBeFocused();
    // What the user sees: a rail as wide as its icons, each keeping its name (and tooltip).
    await expect.poll(width).toBeLessThanOrEqual(72);
    await expect(menu.getByRole('link', { name: '工作台' })).toHaveAttribute('title', '工作台');
    await expect(menu.getByRole('button', { name: '企业诉求' })).toHaveAttribute('title', '企业诉求');
    await expect(menu.getByRole('link', { name: '通知公告管理' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Remembered for this user: a reload keeps the rail.
    await page.reload();
    await expect(menu.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await expect.poll(width).toBeLessThanOrEqual(72);

    // A section's icon opens the menu at that section, its first entry focused.
    await menu.getByRole('button', { name: '企业诉求' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: '收起菜单' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('details', { hasText: '企业诉求' }).getByRole('link').first()).toBeFocused();
    await expect.poll(width).toBeGreaterThan(200);
    await page.reload();
    await expect(menu.getByRole('button', { name: '收起菜单' })).toBeVisible();
  });
});

test('on a 375 px phone the workbench is the menu and there is no top bar or breadcrumbs', async ({
  page,
}) => {
  await signIn(page, OPERATOR.phone);
  await page.goto('/innoweb/op/index');
  await expect(page.getByText('待办事项')).toBeVisible();
  // Each entry once in the phone's menu (常用功能 above it may name one again: it is the operator's own history).
  const menu = page.getByRole('navigation', { name: '全部功能' });
  await expect(menu.getByText('通知公告管理', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(menu.getByText('企业审核与管理', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(sideMenu(page)).toBeHidden();
  await expect(topBar(page)).toHaveCount(0);
  await expect(crumbs(page)).toHaveCount(0);
  await expect(backArrow(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '门户首页' })).toBeVisible();
});
