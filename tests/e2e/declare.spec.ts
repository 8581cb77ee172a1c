import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Download, Page, TestInfo } from '@playwright/test';
import { signedApi } from './support/api.js';
import { loginAs, signIn } from './support/accounts.js';
import { answerDialog } from './support/dialogs.js';
import { ownServerOfDescribe } from './support/own-server.js';
import { newPhone, workerControls } from './support/pwa.js';
import { expectToast } from './support/toasts.js';
import { expect, test } from './support/test.js';

/**
 * Policy declarations (issue #6) end to end, on a server of the spec's own so "the network" can be
 * taken away: the enterprise user starts a declaration, keeps editing offline, reloads and finds
 * the draft, submits once online; the operator returns it, the user resubmits, the operator
 * passes it and records the landing; both exports contain it; the second park sees none of it.
 */

const ORG_USER = '13800000003';
const OPERATOR = '13800000001';
const OPERATOR_PARK2 = '13900000001';

/** A minimal PDF: the server checks that the bytes are what the extension says. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

interface Page_<T> {
  list: T[];
  total: number;
}
interface Notice {
  id: number;
  name: string;
  mine: { id: number; state: string } | null;
}
interface Detail {
  id: number;
  orgName: string;
  materials: { name: string; required: boolean }[];
}

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;

async function rowsOf(download: Download): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheets = new Map<string, unknown[][]>();
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** The form values of the drafts autosaved in the browser (Dexie database `user`, table `drafts`). */
function draftValues(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('user');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve((all.result as { value: { values: Record<string, unknown> } }[]).map((r) => r.value.values));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** An operator on a phone of their own, signed in at the given origin. */
async function operatorPage(browser: Browser, testInfo: TestInfo, phone: string, origin: string): Promise<Page> {
  const context = await newPhone(browser, testInfo, 'block');
  const page = await context.newPage();
  await loginAs(page, phone, origin);
  return page;
}

test.describe('policy declaration', () => {
  test.setTimeout(300_000);
  const own = ownServerOfDescribe();

  test('start, offline draft, submit, return, resubmit, pass, landing, exports; the second park sees none of it', async ({ browser, request }, testInfo) => {
    const marker = `离线续填${String(Date.now()).slice(-6)}`;
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    await signIn(page, ORG_USER, own.url);
    await page.goto(`${own.url}/innoweb/policy/declare`);
    expect(await workerControls(page)).toBe(true);

    // An open declaration the demo enterprise has not applied for yet.
    const api = await signedApi(page, request, 1, await tokenOf(context));
    const open = await api.get<Page_<Notice>>(`${own.url}/api/dpboot/declare/xg_list_declare?phase=OPEN&size=50&sysid=1`);
    const notice = open.list.find((d) => d.mine === null);
    expect(notice, 'an open declaration the ORG user can start').toBeDefined();

    // 申报中心 → the notice → 立即申报.
    await expect(page.getByRole('heading', { name: '我的申报' }).or(page.getByText('我的申报').first())).toBeVisible();
    await page.goto(`${own.url}/innoweb/policy/declareDetail/${notice!.id}`);
    await expect(page.getByText('申报材料').first()).toBeVisible();
    await page.getByRole('button', { name: '立即申报' }).click();
    await expect(page).toHaveURL(new RegExp(`/innoweb/policy/declareProcess/${notice!.id}$`));
    await expect(page.getByRole('textbox', { name: '联系人' })).toHaveValue('张伟');

    const detail = await api.get<Detail>(`${own.url}/api/dpboot/declare/detail_declareAndOrg?declareId=${notice!.id}&sysid=1`);
    await page.getByRole('textbox', { name: '项目名称' }).fill('工业视觉检测平台研发');
    await page.getByRole('textbox', { name: '项目简介' }).fill('研发面向电子制造产线的工业视觉缺陷检测平台，检测准确率达到99%以上。');
    await page.getByRole('textbox', { name: '申请金额' }).fill('60');
    // 提交申报 with a required material missing: the message stands next to that material and stays.
    const required = detail.materials.filter((m) => m.required);
    const slotField = (name: string) => page.locator('.adm-form-item', { has: page.locator(`section[data-material="${name}"]`) });
    await page.getByRole('button', { name: '提交申报' }).click();
    const firstSlot = slotField(required[0]!.name);
    await expect(firstSlot).toContainText(`请上传必传材料“${required[0]!.name}”`);
    await expect(firstSlot).toHaveClass(/adm-form-item-has-error/);
    await expect(firstSlot).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForTimeout(2500);
    await expect(firstSlot).toContainText(`请上传必传材料“${required[0]!.name}”`);
    for (const material of required) {
      await page.getByLabel(`选择${material.name}文件`).setInputFiles({ name: `${material.name}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(`${material.name}.pdf`, { exact: true })).toBeVisible();
      // A file uploaded is the field's change: its message goes.
      await expect(slotField(material.name)).not.toContainText('请上传必传材料');
    }

    // The optional figures stay blank: saved to the server and read back, nothing is typed for the user.
    const optional = ['上年度营业收入', '上年度研发投入', '职工人数'];
    for (const name of optional) await expect(page.getByRole('textbox', { name })).toHaveValue('');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expectToast(page, '草稿已保存');
    await page.reload();
    await expect(page.getByRole('textbox', { name: '申请金额' })).toHaveValue('60');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    for (const name of optional) await expect(page.getByRole('textbox', { name })).toHaveValue('');

    // The network goes away; the user keeps writing, and reloads.
    await own.stop();
    await context.setOffline(true);
    await page.getByRole('textbox', { name: '项目名称' }).fill(marker);
    await page.getByRole('textbox', { name: '申请金额' }).fill('66');
    // The autosave writes after 800 ms of quiet: reload once the browser holds what was typed.
    await expect
      .poll(async () => (await draftValues(page)).some((v) => v.projectName === marker && String(v.amountApplied) === '66'), { message: 'the draft autosaved' })
      .toBe(true);
    await page.reload();
    await expect(page.getByText(/网络不可用：可以继续填写/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '项目名称' })).toHaveValue(marker);
    await expect(page.getByRole('textbox', { name: '申请金额' })).toHaveValue('66');
    await expect(page.getByText(`${detail.materials.find((m) => m.required)!.name}.pdf`, { exact: true })).toBeVisible();

    // Back online: the server's copy returns, the draft stays on screen, and it is submitted.
    await own.start();
    await context.setOffline(false);
    await expect(page.getByText(/网络不可用：可以继续填写/)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: '项目名称' })).toHaveValue(marker);
    await page.getByRole('button', { name: '提交申报' }).click();
    await answerDialog(page, '提交');
    await expect(page).toHaveURL(new RegExp(`/innoweb/policy/process/detail/${detail.id}$`));
    await expect(page.getByText('待审核').first()).toBeVisible();
    await expect(page.getByText(marker).first()).toBeVisible();

    // The operator sends it back with a reason.
    const reason = '申报书未加盖单位公章，请补充盖章页';
    const operator = await operatorPage(browser, testInfo, OPERATOR, own.url);
    await operator.goto(`${own.url}/innoweb/op/policy/declare/${detail.id}`);
    await expect(operator.getByText(marker).first()).toBeVisible();
    await operator.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '退回' }).click();
    await operator.getByLabel('审核意见').fill(reason);
    await operator.getByRole('button', { name: '确定退回' }).click();
    await expectToast(operator, '审核完成');
    await expect(operator.getByText('申请退回').first()).toBeVisible();

    // The enterprise reads why, edits and resubmits.
    await page.goto(`${own.url}/innoweb/policy/process/detail/${detail.id}`);
    await expect(page.getByText(`退回原因：${reason}`).first()).toBeVisible();
    await page.getByRole('button', { name: '修改后重新提交' }).click();
    await expect(page).toHaveURL(new RegExp(`/innoweb/policy/declareProcess/${notice!.id}$`));
    await expect(page.getByText(`退回原因：${reason}`)).toBeVisible();
    await page.getByRole('textbox', { name: '申请金额' }).fill('88');
    await page.getByRole('button', { name: '重新提交' }).click();
    await answerDialog(page, '提交');
    await expect(page).toHaveURL(new RegExp(`/innoweb/policy/process/detail/${detail.id}$`));
    await expect(page.getByText('待审核').first()).toBeVisible();
    await expect(page.getByText('修改后重新提交').first()).toBeVisible();

    // The operator passes it and records the landing.
    await operator.reload();
    await operator.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过', exact: true }).click();
    await answerDialog(operator, '通过');
    await expectToast(operator, '审核完成');
    await expect(operator.getByText('审核通过').first()).toBeVisible();
    await expect(operator.getByRole('textbox', { name: '兑现金额' })).toHaveValue('88');
    await operator.getByRole('textbox', { name: '兑现说明' }).fill('首期资金已拨付至企业基本账户');
    await operator.getByRole('button', { name: '登记兑现' }).click();
    await expectToast(operator, '兑现信息已登记');
    await expect(operator.getByText('兑现信息', { exact: true })).toBeVisible();

    // The detail export: one workbook with the application, its files and its trail.
    const [detailFile] = await Promise.all([operator.waitForEvent('download'), operator.getByRole('button', { name: '导出' }).click()]);
    const detailSheets = await rowsOf(detailFile);
    expect([...detailSheets.keys()]).toEqual(['申报信息', '申报材料', '审核记录']);
    const pairs = new Map(detailSheets.get('申报信息')!.map((r) => [r[0], r[1]]));
    expect([pairs.get('项目名称'), pairs.get('申请金额（万元）'), pairs.get('申报状态'), pairs.get('兑现金额（万元）')]).toEqual([marker, 88, '审核通过', 88]);
    expect(detailSheets.get('审核记录')!.map((r) => r[1])).toEqual(['操作', '开始申报', '提交申报', '退回修改', '修改后重新提交', '审核通过', '登记兑现']);

    // The list export under the 审核通过 tab contains it.
    await operator.goto(`${own.url}/innoweb/op/policy/declare?state=PASS`);
    await expect(operator.getByRole('link', { name: detail.orgName }).first()).toBeVisible();
    const [listFile] = await Promise.all([operator.waitForEvent('download'), operator.getByRole('button', { name: '导出' }).click()]);
    expect(listFile.suggestedFilename()).toMatch(/^政策申报列表-\d{8}\.xlsx$/);
    const [rows] = [...(await rowsOf(listFile)).values()];
    const header = rows![0]!;
    const row = rows!.find((r) => r[header.indexOf('申报编号')] === detail.id);
    expect(row, 'the application in the list export').toBeDefined();
    const cell = (title: string) => row![header.indexOf(title)];
    expect([cell('企业名称'), cell('项目名称'), cell('申报状态'), cell('申请金额（万元）'), cell('兑现金额（万元）')]).toEqual([detail.orgName, marker, '审核通过', 88, 88]);
    expect(rows!.slice(1).every((r) => r[header.indexOf('申报状态')] === '审核通过')).toBe(true);

    // The enterprise sees the outcome and the landing.
    await page.reload();
    await expect(page.getByText('审核通过').first()).toBeVisible();
    await expect(page.getByText('首期资金已拨付至企业基本账户').first()).toBeVisible();
    await context.close();
    await operator.context().close();

    // The second park's operator sees none of it.
    const origin2 = `http://demo2.localhost:${own.port}`;
    const park2 = await operatorPage(browser, testInfo, OPERATOR_PARK2, origin2);
    await park2.goto(`${origin2}/innoweb/op/policy/declare`);
    await expect(park2.getByRole('tab', { name: /^全部/ })).toBeVisible();
    await expect(park2.getByText(/^共 \d+ 条$/).or(park2.getByText('暂无申报'))).toBeVisible();
    await expect(park2.getByText(detail.orgName)).toHaveCount(0);
    await expect(park2.getByText(marker)).toHaveCount(0);
    await park2.goto(`${origin2}/innoweb/op/policy/declare/${detail.id}`);
    await expect(park2.getByText('申报不存在或已被删除')).toBeVisible();
    // Searched by the enterprise's name, the park's queue has nothing.
    await park2.goto(`${origin2}/innoweb/op/policy/declare?search=${encodeURIComponent(detail.orgName)}`);
    await expect(park2.getByText('暂无申报')).toBeVisible();
    await park2.context().close();
  });
});
