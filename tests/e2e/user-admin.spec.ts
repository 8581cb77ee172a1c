import type { BrowserContext, Page } from '@playwright/test';
import type { UserListItem } from '../../common/user-admin/contract.js';
import { loginAs, smsCodeFor, submitPasswordLogin } from './support/accounts.js';
import { E2E_CAPTCHA } from './support/constants.js';
import { signedApi } from './support/api.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { recordToasts, expectToast } from './support/toasts.js';
import { expect, test } from './support/test.js';

/**
 * User administration on a 375 px phone: the operator resets a demo user's password — the answer
 * shows no password, the user is told by SMS — the user sets a new one through 忘记密码 with an
 * SMS code and signs in with it in their own browser, the operator disables the account, and the
 * user's open session is over: signed out at their next step, and the password no longer lets
 * them in.
 */

const OPERATOR = '13800000001';
const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;

/** An enabled demo user of the first park without an organisation, that no other spec touches. */
async function demoUser(page: Page, context: BrowserContext, request: Parameters<typeof signedApi>[1]): Promise<UserListItem> {
  const api = await signedApi(page, request, 1, await tokenOf(context));
  const found = await api.get<{ list: UserListItem[] }>('/api/dpboot/user/manage/list?kind=PERSONAL&state=ACTIVE&search=1770001&size=100&sysid=1');
  const user = found.list.at(-1);
  expect(user, 'an enabled personal demo user').toBeDefined();
  return user!;
}

test('an operator resets a password by SMS, the user sets a new one, and disabling signs the user out', async ({ page, context, request, browser }) => {
  test.setTimeout(150_000);
  await loginAs(page, OPERATOR);
  const target = await demoUser(page, context, request);

  await page.goto(`/innoweb/op/userManage?search=${target.phone}`);
  await expect(page.getByText('共 1 条')).toBeVisible();
  const actions = page.getByRole('group', { name: `${target.name} 的操作` });
  await actions.getByRole('button', { name: '重置密码' }).click();
  await expect(dialogOf(page)).toContainText('忘记密码');
  await dialogOf(page).getByRole('button', { name: '重置', exact: true }).click();
  // No password on the operator's screen: which phone was told, and what the user does.
  // The answer's dialog opens while the confirmation still fades out: read the one that answers.
  const answered = dialogOf(page).filter({ hasText: '密码已重置' });
  await expect(answered).toContainText(`已向 ${target.phone.slice(0, 3)}****${target.phone.slice(7)} 发送短信`);
  await answered.getByRole('button', { name: '知道了', exact: true }).click();
  await expect(dialogOf(page)).toHaveCount(0);

  // The user sets a new password with a code sent to their phone, and signs in with it.
  const password = 'Mine2026ok';
  const userContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await recordToasts(userContext);
  const userPage = await userContext.newPage();
  await userPage.goto('/innoweb/regist/passChg');
  await userPage.getByPlaceholder('请输入手机号').fill(target.phone);
  await userPage.getByPlaceholder('请输入右侧字符').fill(E2E_CAPTCHA);
  await userPage.getByRole('button', { name: '获取验证码' }).click();
  await userPage.getByPlaceholder('6位验证码').fill(await smsCodeFor(target.phone, 'passChg'));
  await userPage.getByPlaceholder('8-20位，含字母和数字').fill(password);
  await userPage.getByPlaceholder('再次输入密码').fill(password);
  await userPage.getByRole('button', { name: '重置密码', exact: true }).click();
  await expect(userPage).toHaveURL(/\/innoweb\/login$/);
  await submitPasswordLogin(userPage, target.phone, password);
  await expect(userPage).not.toHaveURL(/\/innoweb\/login$/);
  await userPage.goto('/innoweb/user/index');
  await expect(userPage.getByText(target.name).first()).toBeVisible();

  // The operator disables the account: the row now offers 启用.
  await actions.getByRole('button', { name: '停用' }).click();
  await expect(dialogOf(page)).toContainText('将立即退出登录');
  await answerDialog(page, '停用');
  await expect(actions.getByRole('button', { name: '启用' })).toBeVisible();
  await expect(page.getByText('停用', { exact: true }).first()).toBeVisible();

  // The user's next step finds the session over: the server refuses the token, the page signs out.
  await userPage.goto('/innoweb/user/index');
  await expect(userPage.getByText('未获取到登录信息')).toBeVisible();
  await expect.poll(() => tokenOf(userContext)).toBeUndefined();
  // And the password no longer lets them in.
  await userPage.goto('/innoweb/login');
  await submitPasswordLogin(userPage, target.phone, password);
  await expectToast(userPage, '账号已停用，请联系园区管理员');
  await expect(userPage).toHaveURL(/\/innoweb\/login$/);
  await userContext.close();
});
