import { expect, type Page } from '@playwright/test';
import { lastSmsCode } from '../../../server/testing/sms-outbox.js';
import { DEMO_PASSWORD, E2E_CAPTCHA } from './constants.js';
import { addSession, tokenCookie } from './session.js';
import { expectToast } from './toasts.js';

/** The SMS code the server's console gateway "sent" to a phone, read as a person reads a text. */
export async function smsCodeFor(phone: string, type: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR!;
  let code: string | undefined;
  await expect.poll(() => (code = lastSmsCode(dataDir, phone, type)), { message: `SMS for ${phone}` }).toBeTruthy();
  return code!;
}

/** Fills the password form of /login (already open) and submits it. */
export async function submitPasswordLogin(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入右侧字符').fill(E2E_CAPTCHA);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in through the real login screen and waits to leave it: for tests about signing in. */
export async function loginThroughScreen(page: Page, phone: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/innoweb/login`);
  await submitPasswordLogin(page, phone);
  await expect(page).not.toHaveURL(/\/innoweb\/login$/);
}

/**
 * Signs the page's browser in as the account without opening a page: the worker's session of the
 * account (support/session.ts), so the next page the test opens is signed in. A browser already
 * signed in at the origin as someone else signs in through the screen instead, as a person
 * switching accounts does (the screen replaces what the app saved of the first).
 */
export async function signIn(page: Page, phone: string, origin = ''): Promise<void> {
  if ((await tokenCookie(page.context(), origin)) !== undefined) {
    await loginThroughScreen(page, phone, origin);
    return;
  }
  await addSession(page.context(), phone, origin);
}

/** Signs in (signIn) and opens the home page, where the login screen lands. */
export async function loginAs(page: Page, phone: string, origin = ''): Promise<void> {
  if ((await tokenCookie(page.context(), origin)) !== undefined) {
    await loginThroughScreen(page, phone, origin);
    return;
  }
  await addSession(page.context(), phone, origin);
  await page.goto(`${origin}/innoweb/index`);
}

/** Ticks registration's consent (我已阅读并同意《用户协议》和《隐私政策》) as a finger does: on its box. */
export async function acceptAgreements(page: Page): Promise<void> {
  const consent = page.locator('.adm-checkbox').filter({ hasText: '我已阅读并同意' });
  await consent.locator('.adm-checkbox-icon').click();
  await expect(consent).toHaveClass(/adm-checkbox-checked/);
}

/** Fills /regist/user for a new phone: the captcha, the SMS code (its button counting down), the password twice. */
export async function fillRegistration(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/innoweb/regist/user');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入右侧字符').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '验证码发送成功！');
  await expect(page.getByRole('button', { name: /秒后重发$/ })).toBeDisabled();
  await page.getByPlaceholder('6位验证码').fill(await smsCodeFor(phone, 'regist'));
  await page.getByPlaceholder('8-20位，含字母和数字').fill(password);
  await page.getByPlaceholder('再次输入密码').fill(password);
}
