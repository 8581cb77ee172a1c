import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { loginAs, signIn } from './support/accounts.js';
import { signedApi, type SignedApi } from './support/api.js';
import { answerDialog } from './support/dialogs.js';
import { expect, test } from './support/test.js';

/**
 * In-app messages (issue #16): an operator sends a message to one industry with a live recipient
 * count, an enterprise user of that industry finds it unread behind a badge and opens it, and the
 * result shows it read; a certification review and an appeal reply reach /user/messageNotice.
 */

const OPERATOR = '13800000001';
const ORG_USER = '13800000003';
/** Seeded applicants waiting for review (server/modules/certify/seed): registered by phone, no password. */
const APPLICANTS = ['13700001001', '13700001002', '13700001003'];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;

/** Another person on a phone of their own: a fresh browser context with the project's device. */
async function freshPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

async function operatorApi(page: Page, request: APIRequestContext): Promise<SignedApi> {
  await loginAs(page, OPERATOR);
  return signedApi(page, request, 1, await tokenOf(page.context()));
}

/** The demo enterprise user's organisation and its industry, as the chooser lists them. */
async function demoIndustry(api: SignedApi): Promise<{ orgName: string; industry: string }> {
  const users = await api.get<{ list: { orgName: string }[] }>(`/api/dpboot/message/audience/users?search=${ORG_USER}`);
  const orgName = users.list[0]!.orgName;
  const orgs = await api.get<{ list: { industry: string }[] }>(`/api/dpboot/message/audience/orgs?search=${encodeURIComponent(orgName)}`);
  return { orgName, industry: orgs.list[0]!.industry };
}

/** The badge on the 我的 tab. */
const meBadge = (page: Page) => page.locator('.adm-tab-bar-item').filter({ hasText: '我的' }).locator('.adm-badge');

test.describe('in-app messages', () => {
  test.setTimeout(180_000);

  test('a message to one industry: the count matches, its user reads it behind a badge, the result shows it read', async ({ page, request, browser }, testInfo) => {
    const api = await operatorApi(page, request);
    const { industry } = await demoIndustry(api);
    const expected = await api.post<{ users: number; orgs: number }>('/api/dpboot/message/audience/count', { kind: 'INDUSTRY', names: [industry] });
    expect(expected.users).toBeGreaterThan(0);

    const title = `行业座谈会通知${Date.now()}`;
    await page.goto('/innoweb/op/message/add');
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    await page.getByRole('textbox', { name: '正文' }).click();
    await page.keyboard.type('各有关企业：本周五下午召开行业座谈会，请派员参加。');
    await page.getByRole('button', { name: '下一步：选择接收对象' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/message\/choose\?id=\d+$/);
    const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);

    await page.getByText('按行业', { exact: true }).click();
    await page.getByText(new RegExp(`^${industry}（\\d+）$`)).click();
    await expect(page.getByTestId('audience-count')).toHaveText(new RegExp(`将发送给${expected.users}位用户`));
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await answerDialog(page, '发送');
    await expect(page).toHaveURL(new RegExp(`/innoweb/op/message/result\\?id=${id}$`));
    await expect(page.getByTestId('stat-recipients')).toHaveText(String(expected.users));
    await expect(page.getByTestId('stat-read')).toHaveText('0');

    // The enterprise user of that industry, on a phone of their own.
    const phone = await freshPhone(browser, testInfo);
    await signIn(phone, ORG_USER);
    await phone.goto('/innoweb/user/index');
    await expect(meBadge(phone)).toBeVisible();
    const before = Number(await meBadge(phone).innerText());
    expect(before).toBeGreaterThan(0);
    await phone.getByText('我的消息').first().click();
    await expect(phone).toHaveURL(/\/innoweb\/user\/message$/);
    const item = phone.getByRole('button', { name: new RegExp(title) });
    await expect(item).toContainText('未读');
    await item.click();
    await expect(phone).toHaveURL(new RegExp(`/innoweb/user/message/${id}$`));
    await expect(phone.getByRole('heading', { name: title })).toBeVisible();
    await expect(phone.getByText('本周五下午召开行业座谈会')).toBeVisible();
    await phone.goBack();
    await expect(phone.getByRole('button', { name: new RegExp(title) })).toContainText('已读');
    await phone.goto('/innoweb/user/index');
    if (before > 1) await expect(meBadge(phone)).toHaveText(String(before - 1));
    else await expect(meBadge(phone)).toHaveCount(0);

    // The operator's result shows it read, by that user.
    await page.goto(`/innoweb/op/message/result?id=${id}`);
    await expect(page.getByTestId('stat-read')).toHaveText('1');
    await page.getByRole('tab', { name: '已读' }).click();
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('article')).toContainText('已读');
    await phone.context().close();
  });

  test('a certification review result and an appeal reply arrive in /user/messageNotice', async ({ page, request, browser }, testInfo) => {
    const api = await operatorApi(page, request);

    // A waiting applicant gets a password to sign in with (they registered by SMS code).
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'innoweb.db'), { fileMustExist: true });
    let applicant: string | undefined;
    let applicationId: number | undefined;
    for (const phoneNumber of APPLICANTS) {
      const queue = await api.get<{ list: { id: number }[] }>(`/api/dpboot/certify/applications?status=TOAUDIT&search=${phoneNumber}`);
      if (queue.list[0]) {
        applicant = phoneNumber;
        applicationId = queue.list[0].id;
        break;
      }
    }
    expect(applicant, 'a seeded application waiting for review').toBeDefined();
    const known = db.prepare('select password_hash from users where tenant_id = 1 and phone = ?').get(ORG_USER) as { password_hash: string };
    db.prepare('update users set password_hash = ? where tenant_id = 1 and phone = ?').run(known.password_hash, applicant);
    db.close();

    // The operator returns it, and answers one of the demo enterprise's appeals.
    const reason = '营业执照照片不清晰，请重新上传';
    await api.post(`/api/dpboot/certify/applications/${applicationId!}/audit`, { action: 'BACK', reason });
    const { orgName } = await demoIndustry(api);
    type Appeals = { list: { id: number; title: string; state: string }[] };
    let appeals = await api.get<Appeals>(`/api/dpboot/appeal/list?states=ASSIGNED&search=${encodeURIComponent(orgName)}`);
    if (!appeals.list[0]) {
      const waiting = await api.get<Appeals>(`/api/dpboot/appeal/list?states=SUBMITTED&search=${encodeURIComponent(orgName)}`);
      const [dept] = await api.get<{ id: number }[]>('/api/dpboot/dept/list');
      await api.post(`/api/dpboot/appeal/assign/${waiting.list[0]!.id}`, { departmentId: dept!.id });
      appeals = await api.get<Appeals>(`/api/dpboot/appeal/list?states=ASSIGNED&search=${encodeURIComponent(orgName)}`);
    }
    const appeal = appeals.list[0]!;
    await api.post(`/api/dpboot/appeal/reply/${appeal.id}`, { content: '已协调市政部门于本周内完成排水管网疏通。' });

    // The applicant sees the review result.
    const applicantPhone = await freshPhone(browser, testInfo);
    await signIn(applicantPhone, applicant!);
    await applicantPhone.goto('/innoweb/user/messageNotice');
    const review = applicantPhone.getByRole('button', { name: /企业认证申请被退回修改/ });
    await expect(review).toContainText('未读');
    await expect(review).toContainText('认证审核');
    await review.click();
    await expect(applicantPhone.getByText(reason, { exact: false })).toBeVisible();
    await applicantPhone.getByRole('button', { name: '查看详情' }).click();
    await expect(applicantPhone).toHaveURL(/\/innoweb\/user\/certification$/);
    await applicantPhone.context().close();

    // The enterprise user sees the reply, linked to the appeal.
    const orgPhone = await freshPhone(browser, testInfo);
    await signIn(orgPhone, ORG_USER);
    await orgPhone.goto('/innoweb/user/messageNotice');
    const replied = orgPhone.getByRole('button', { name: new RegExp(`您反映的“${escaped(appeal.title)}”已答复`) }).first();
    await expect(replied).toContainText('未读');
    await replied.click();
    await expect(orgPhone.getByText('已协调市政部门于本周内完成排水管网疏通。', { exact: false })).toBeVisible();
    await orgPhone.getByRole('button', { name: '查看详情' }).click();
    await expect(orgPhone).toHaveURL(new RegExp(`/innoweb/user/appeal/detail/${appeal.id}$`));
    await orgPhone.context().close();
  });
});
