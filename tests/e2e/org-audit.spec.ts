import zlib from 'node:zlib';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { creditCodeCheckChar } from '../../common/credit-code.js';
import { acceptAgreements, fillRegistration, loginAs, submitPasswordLogin } from './support/accounts.js';
import { answerDialog } from './support/dialogs.js';
import { expect, test } from './support/test.js';
import { expectToast, recordToasts } from './support/toasts.js';

/**
 * Certification review end to end: a person without an organisation applies at /regist/org, the
 * operator decides on a 375 px phone, and the applicant sees the outcome in the personal centre.
 */

const OPERATOR = '13800000001';
const PASSWORD = 'Park2026ok';
/** A valid ID number (check character X). */
const LEGAL_ID = '11010519491231002X';

/** A real PNG (the server checks that the bytes match the extension), as small as it gets. */
function png(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0); // width
  header.writeUInt32BE(6, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: 8 }, () => Buffer.from(rgb))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 6 }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Distinct per test and per run: the suite may run twice on one server's data. */
let serial = 0;
function applicantData() {
  const stamp = `${Date.now() % 100_000}${++serial}`.padStart(6, '0').slice(-6);
  const first17 = `91330108MA${stamp}0`;
  return {
    phone: `135${String(Date.now()).slice(-7)}${serial}`,
    fullname: `杭州审核${stamp}科技有限公司`,
    creditCode: first17 + creditCodeCheckChar(first17),
  };
}

/** Registers a new phone through /regist/user and logs in with it. */
async function registerAndLogin(page: Page, phone: string) {
  await fillRegistration(page, phone, PASSWORD);
  await acceptAgreements(page);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/innoweb\/login$/);
  await submitPasswordLogin(page, phone, PASSWORD);
  await expect(page).not.toHaveURL(/\/innoweb\/login$/);
}

/** Fills /regist/org with two generated images and submits. */
async function applyForCertification(page: Page, data: ReturnType<typeof applicantData>) {
  await page.goto('/innoweb/regist/org');
  await page.getByPlaceholder('与营业执照上的名称一致').fill(data.fullname);
  await page.getByPlaceholder('18位，见营业执照').fill(data.creditCode);
  await page.getByPlaceholder('法定代表人的18位身份证号').fill(LEGAL_ID);
  const inputs = page.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png([22, 119, 255]) });
  await expect(page.getByText(/营业执照\.png/)).toBeVisible();
  await inputs.nth(1).setInputFiles({ name: '授权书.png', mimeType: 'image/png', buffer: png([250, 173, 20]) });
  await expect(page.getByText(/授权书\.png/)).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expectToast(page, '申请成功！');
  await expect(page).toHaveURL(/\/innoweb\/user\/index$/);
}

/** The operator on a phone of their own: another browser context with the project's device. */
async function operatorPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  await recordToasts(context);
  const page = await context.newPage();
  await loginAs(page, OPERATOR);
  return page;
}

/** From the pending queue to the application's detail, found by its name. */
async function openPending(page: Page, fullname: string) {
  await page.goto('/innoweb/op/orgAudit/TOAUDIT');
  await expect(page.getByRole('tab', { name: /^待审核/, selected: true })).toBeVisible();
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill(fullname);
  await search.press('Enter');
  await page.getByRole('link', { name: fullname }).click();
  await expect(page).toHaveURL(/\/innoweb\/op\/orgAuditDetail\/ORG\/\d+$/);
  await expect(page.getByRole('heading', { name: fullname })).toBeVisible();
}

test.describe('organisation certification review', () => {
  test.setTimeout(120_000);

  test('an individual applies, the operator passes it on a phone, the applicant sees the organisation', async ({ page, browser }, testInfo) => {
    const data = applicantData();
    await registerAndLogin(page, data.phone);
    await applyForCertification(page, data);
    await expect(page.getByText('待审核').first()).toBeVisible();

    const operator = await operatorPhone(browser, testInfo);
    await openPending(operator, data.fullname);
    // Everything needed to decide; the ID number masked until the operator asks for it (a recorded look).
    await expect(operator.getByText(data.creditCode).first()).toBeVisible();
    await expect(operator.getByText('110***********002X')).toBeVisible();
    await expect(operator.getByText(LEGAL_ID)).toHaveCount(0);
    await operator.getByRole('button', { name: '查看完整证件号' }).click();
    await expect(operator.getByText(LEGAL_ID)).toBeVisible();
    await expect(operator.getByText(/审核通过后将新建企业/)).toBeVisible();
    await expect(operator.getByRole('button', { name: '查看营业执照大图' }).locator('img')).toBeVisible();
    await operator.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过', exact: true }).click();
    await answerDialog(operator, '通过');
    await expectToast(operator, '审核完成');
    await expect(operator.getByText('审核通过').first()).toBeVisible();
    await expect(operator.getByRole('group', { name: '审核操作' })).toHaveCount(0);
    await expect(operator.getByRole('button', { name: '继续审核下一条' })).toBeVisible();
    // On a 375 px phone nothing spills sideways.
    expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await operator.context().close();

    await page.goto('/innoweb/user/index');
    await expect(page.getByText(data.fullname).first()).toBeVisible();
    await page.locator('.adm-list-item', { hasText: '认证信息' }).click();
    await expect(page).toHaveURL(/\/innoweb\/user\/certification$/);
    await expect(page.getByRole('heading', { name: data.fullname })).toBeVisible();
    await expect(page.getByText('审核通过').first()).toBeVisible();
    await expect(page.getByText('110***********002X')).toBeVisible();
  });

  test('the operator returns an application with a reason, and the applicant reads it', async ({ page, browser }, testInfo) => {
    const data = applicantData();
    await registerAndLogin(page, data.phone);
    await applyForCertification(page, data);

    const operator = await operatorPhone(browser, testInfo);
    await openPending(operator, data.fullname);
    const reason = '营业执照照片不清晰，请重新拍摄上传';
    await operator.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '退回' }).click();
    // A return without a reason is refused on the spot.
    await operator.getByRole('button', { name: '确定退回' }).click();
    await expect(operator.getByRole('alert')).toHaveText('请填写审核意见');
    await operator.getByLabel('审核意见').fill(reason);
    await operator.getByRole('button', { name: '确定退回' }).click();
    await expectToast(operator, '审核完成');
    await expect(operator.getByText('申请退回').first()).toBeVisible();
    await expect(operator.getByText(reason).first()).toBeVisible();
    await operator.context().close();

    await page.goto('/innoweb/user/certification');
    await expect(page.getByText('申请退回').first()).toBeVisible();
    await expect(page.getByText(`审核意见：${reason}`).first()).toBeVisible();
    await page.getByRole('button', { name: '修改并重新提交' }).click();
    await expect(page).toHaveURL(/\/innoweb\/regist\/org$/);
    await expect(page.getByPlaceholder('与营业执照上的名称一致')).toHaveValue(data.fullname);
  });

  test('the applicant edits the profile: avatar, name, e-mail and position', async ({ page }) => {
    const data = applicantData();
    await registerAndLogin(page, data.phone);
    await page.goto('/innoweb/user/index');
    await page.locator('.adm-list-item', { hasText: '编辑资料' }).click();
    await expect(page).toHaveURL(/\/innoweb\/user\/edit$/);

    await page.locator('input[type=file]').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: png([82, 196, 26]) });
    await expect(page.getByText(/头像\.png/)).toBeVisible();
    await page.getByRole('textbox', { name: '姓名' }).fill('王小明');
    await page.getByRole('textbox', { name: '邮箱' }).fill('wang.example.com');
    await page.getByRole('textbox', { name: '职务' }).fill('研发总监');
    await expect(page.getByText('邮箱格式不正确')).toBeVisible();
    await page.getByRole('textbox', { name: '邮箱' }).fill('wang@example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');

    await expect(page).toHaveURL(/\/innoweb\/user\/index$/);
    await expect(page.getByRole('heading', { name: '王小明' })).toBeVisible();
    await expect(page.getByText(/研发总监/)).toBeVisible();
    await expect(page.getByRole('img', { name: '王小明的头像' })).toBeVisible();
  });
});
