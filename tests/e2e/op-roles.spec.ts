import type { Page } from '@playwright/test';
import { signedHeaders } from '../../server/testing/signing.js';
import { signIn, submitPasswordLogin } from './support/accounts.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { expect, test } from './support/test.js';

const ADMIN = '13800000001';
/** The demo 诉求专员: appeals only, 本部门及以下, placed in 企业服务科. */
const APPEAL_CLERK = '13800000006';

/** An entry of the operations-centre menu the phone workbench lists. */
const menuEntry = (page: Page, title: string) => page.getByText(title, { exact: true }).filter({ visible: true });

test.describe('roles and operator accounts', () => {
  test.setTimeout(240_000);

  test('a role with only the appeal permissions: its account sees the appeal entries alone and other operator APIs answer 403', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const stamp = String(Date.now()).slice(-6);
    const roleName = `诉求岗${stamp}`;
    const phone = `1357${stamp}0`.slice(0, 11).padEnd(11, '0');
    const name = `蔡晓${'一二三四五六七八九十'[Number(stamp.at(-1))]}`;

    // The demo 管理员 creates the role: name, data scope, the two appeal permissions.
    await signIn(page, ADMIN);
    await page.goto('/innoweb/op/roleManage');
    await expect(page.getByRole('article', { name: '管理员' })).toBeVisible();
    await page.getByRole('button', { name: '新增角色' }).click();
    await page.getByRole('textbox', { name: '角色名称' }).fill(roleName);
    await page.getByRole('listbox', { name: '数据范围' }).getByText('本部门', { exact: true }).click();
    const appeals = page.getByRole('group', { name: '诉求、消息、产业、项目与经济' });
    await appeals.getByText('诉求受理、交办与答复', { exact: true }).click();
    await appeals.getByText('诉求分析', { exact: true }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const role = page.getByRole('article', { name: roleName });
    await expect(role).toBeVisible();
    await expect(role.getByText('2 项权限 · 数据范围：本部门 · 0 个账号')).toBeVisible();

    // …then an operator account holding it; the initial password is shown once.
    await page.goto('/innoweb/op/opUserManage');
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    await page.getByRole('button', { name: '新增账号' }).click();
    await page.getByRole('textbox', { name: '姓名' }).fill(name);
    await page.getByRole('textbox', { name: '手机号' }).fill(phone);
    await page.getByRole('listbox', { name: '角色' }).getByText(roleName, { exact: true }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(dialogOf(page).getByText('账号已创建')).toBeVisible();
    const password = (await dialogOf(page).getByLabel('初始密码').textContent())!.trim();
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);
    await answerDialog(page, '我已记下');
    await page.getByRole('searchbox').fill(phone);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText(name, { exact: true })).toBeVisible();

    // The new account logs in on a phone of its own.
    const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
    const clerk = await (await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent })).newPage();
    await clerk.goto('/innoweb/login');
    await submitPasswordLogin(clerk, phone, password);
    await expect(clerk).not.toHaveURL(/\/innoweb\/login$/);
    await clerk.goto('/innoweb/op/index');
    await expect(menuEntry(clerk, '诉求办理')).toBeVisible();
    await expect(menuEntry(clerk, '诉求分析')).toBeVisible();
    for (const other of ['通知公告管理', '企业管理', '政策管理', '角色管理', '运营账号', '部门管理']) await expect(menuEntry(clerk, other)).toHaveCount(0);
    // The same workbench of the 管理员 lists them, so their absence here is the role's doing.
    await page.goto('/innoweb/op/index');
    await expect(menuEntry(page, '通知公告管理')).toBeVisible();
    await expect(menuEntry(page, '角色管理')).toBeVisible();

    // A direct call to another operator API is refused with 403; its own answers.
    const meta = await clerk.locator('meta[name="innoweb-rsa-public-key"]').getAttribute('content');
    const pem = `-----BEGIN PUBLIC KEY-----\n${meta!}\n-----END PUBLIC KEY-----\n`;
    const token = (await clerk.context().cookies()).find((c) => c.name.endsWith('_token'))?.value;
    expect(token).toBeTruthy();
    const status = async (path: string) => (await request.get(path, { headers: signedHeaders(pem, 1, token) })).status();
    expect(await status('/api/dpboot/notice/manage/list?sysid=1')).toBe(403);
    expect(await status('/api/dpboot/system/role/list?sysid=1')).toBe(403);
    expect(await status('/api/dpboot/appeal/list?sysid=1')).toBe(200);
    // Opening a screen it does not hold answers the refusal page.
    await clerk.goto('/innoweb/op/notice');
    await expect(clerk).toHaveURL(/\/innoweb\/403/);
  });

  test('the demo 诉求专员 (本部门及以下) finds its section’s appeals and the park’s intake in the queue; the 管理员 the whole park’s', async ({ page, browser }, testInfo) => {
    const totalOf = async (p: Page) => {
      const line = p.getByText(/^共 \d+ 条$/);
      await expect(line).toBeVisible();
      return Number(/\d+/.exec((await line.textContent())!)![0]);
    };
    await signIn(page, APPEAL_CLERK);
    await page.goto('/innoweb/op/appeal/list');
    const shown = await totalOf(page);
    expect(shown).toBeGreaterThan(0);
    await expect(page.locator('article')).toHaveCount(Math.min(shown, 20));
    // Its section's appeals, and those waiting to be taken in (no department yet: none shown).
    const departments = page.locator('article').locator('dt:text-is("承办部门") + dd');
    expect(new Set(await departments.allTextContents())).toEqual(new Set(['企业服务科']));
    await page.goto('/innoweb/op/appeal/list/SUBMITTED');
    const waiting = await totalOf(page);
    expect(waiting).toBeGreaterThan(0);
    await expect(page.locator('article')).toHaveCount(Math.min(waiting, 20));
    await expect(departments).toHaveCount(0);

    const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
    const admin = await (await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent })).newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/innoweb/op/appeal/list');
    expect(await totalOf(admin)).toBeGreaterThan(shown);
    await expect(admin.locator('article').locator('dt:text-is("承办部门") + dd').filter({ hasNotText: '企业服务科' }).first()).toBeVisible();
  });
});
