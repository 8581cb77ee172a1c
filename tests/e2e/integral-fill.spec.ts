import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { answerDialog } from './support/dialogs.js';
import { workerControls } from './support/pwa.js';
import { recordToasts } from './support/toasts.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { expect, test as shared } from './support/test.js';

/**
 * The spec runs on a server of its own: approving the fill rescores the demo enterprise and
 * re-ranks the park, which the ranking and portrait specs read on the shared server meanwhile.
 */
const test = shared.extend<object, { own: OwnServer }>({
  own: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing
    async ({}, use) => {
      const own = await startOwnServer();
      await use(own);
      await own.dispose();
    },
    // Its own time, as a server takes to start (server-process.ts): not taken from the test's.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ own }, use) => {
    await use(own.url);
  },
});

/**
 * Innovation-score fill rounds (填报, issue #17) end to end: the enterprise fills and submits its
 * figures; the park returns one item with a reason; the enterprise reads it beside the item,
 * corrects it and resubmits; the park passes everything; the enterprise's score and rank move on
 * its portrait and on the park's ranking, and the breakdown accounts for the difference. Then an
 * .xlsx import with one bad row saves nothing and names the row.
 */

const ORG_USER = '13800000003';
const OPERATOR = '13800000001';

/** A score as the screens print it ("45.3分"), in hundredths so sums are exact. */
const hundredthsOf = (text: string) => {
  const match = /-?\d+(\.\d+)?/.exec(text.replace(/,/g, ''));
  if (!match) throw new Error(`no number in ${JSON.stringify(text)}`);
  return Math.round(Number(match[0]) * 100);
};
const rankOf = (text: string) => Number(/第(\d+)名/.exec(text)?.[1] ?? NaN);

interface Portrait {
  total: number;
  rank: number;
  /** Weighted points per indicator, in hundredths. */
  weighted: Map<string, number>;
  rdLine: string;
}

/** The portrait's total, rank and the weighted points of every indicator (each dimension opened). */
async function readPortrait(page: Page): Promise<Portrait> {
  const totalText = page.getByTestId('portrait-total');
  await expect(totalText).toHaveText(/\d/);
  const total = hundredthsOf(await totalText.innerText());
  const rank = rankOf(await page.getByTestId('portrait-rank').innerText());
  const weighted = new Map<string, number>();
  for (const dimension of ['技术创新', '成长经营', '特色指标']) {
    await page.locator('.adm-collapse-panel-header', { hasText: `${dimension}（` }).click();
    const list = page.getByRole('list', { name: `${dimension}逐项得分` });
    await expect(list).toBeVisible();
    for (const item of await list.getByRole('listitem').all()) {
      const name = (await item.getAttribute('aria-label')) ?? '';
      const value = await item.getByTestId('indicator-weighted').getAttribute('data-value');
      weighted.set(name, Math.round(Number(value) * 100));
    }
  }
  const rdLine = await page.getByRole('listitem', { name: '研发费用总额' }).innerText();
  return { total, rank, weighted, rdLine };
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** Whether the browser's autosaved fill draft (Dexie database `user`, table `drafts`) holds this value. */
function draftHolds(page: Page, field: string, value: string): Promise<boolean> {
  return page.evaluate(
    ([f, v]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('user');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(false);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onerror = () => resolve(false);
          all.onsuccess = () =>
            resolve(
              (all.result as { key: string; value: { values: Record<string, unknown> } }[]).some(
                (r) => r.key.startsWith('integral:fill:') && String(r.value.values[f!]) === v,
              ),
            );
        };
      }),
    [field, value],
  );
}

/** The form's item (Form.Item) holding a field's input. */
const itemOf = (page: Page, label: string): Locator =>
  page.locator('.adm-form-item', { has: page.getByRole('textbox', { name: label, exact: true }) });

async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await recordToasts(context);
  const page = await context.newPage();
  // The worker's session: the fill screens wait for the app to restore the saved user.
  await signIn(page, OPERATOR, baseURL);
  return page;
}

/** The counts per state of a round's progress (StatGrid). */
async function counts(page: Page): Promise<string[]> {
  await expect(page.getByTestId('count-TOAUDIT')).toHaveText(/\d+/);
  return Promise.all(
    ['UNFILLED', 'DRAFT', 'TOAUDIT', 'BACK', 'PASS'].map((s) => page.getByTestId(`count-${s}`).innerText()),
  );
}

test.describe('innovation score: fill rounds', () => {
  test.setTimeout(300_000);

  test('the enterprise fills and submits, the park returns an item, the enterprise corrects it, the park passes; score, rank and breakdown move; a bad import saves nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    // ---- The enterprise's score before ----
    // The worker's session: the portrait waits for the app to restore the saved user.
    await signIn(page, ORG_USER, baseURL);
    await page.goto('/innoweb/info/integral/portrait');
    const before = await readPortrait(page);
    expect(sum(before.weighted.values())).toBe(before.total);
    const approvedRd = hundredthsOf(/数值\s*([\d,.]+)/.exec(before.rdLine)?.[1] ?? '0') / 100;
    // A figure in another band than the approved one, so the score must move.
    const raise = approvedRd <= 3000;
    const first = raise ? '4800' : '40';
    const corrected = raise ? '4500' : '45';

    // ---- My rounds → the open round's form ----
    await page.goto('/innoweb/info/integral/fill');
    const rounds = page.getByRole('region', { name: '创新积分填报' });
    const open = rounds.locator('article', { hasText: '填报中' }).first();
    await expect(open).toBeVisible();
    await expect(open).toContainText('草稿');
    await open.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/innoweb\/info\/integral\/fill\?round=\d+$/);
    const roundId = Number(new URL(page.url()).searchParams.get('round'));
    const orgName = (
      await page.locator('dt', { hasText: '填报企业' }).locator('xpath=following-sibling::dd[1]').innerText()
    ).trim();

    // Grouped by dimension, each field with its unit and what it is used for.
    for (const group of ['技术创新', '成长经营', '特色指标', '证明材料'])
      await expect(page.getByText(group, { exact: true }).first()).toBeVisible();
    await expect(itemOf(page, '研发费用')).toContainText('万元');
    await expect(itemOf(page, '研发费用')).toContainText('用于计算：研发费用总额');

    // The draft left two figures blank: 提交 names them beside their fields and sends nothing.
    await expect(page.getByRole('textbox', { name: '省级以上科技奖励数', exact: true })).toHaveValue('');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(itemOf(page, '省级以上科技奖励数')).toContainText('请填写省级以上科技奖励数（没有请填0）');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('textbox', { name: '省级以上科技奖励数', exact: true }).fill('1');
    await page.getByRole('textbox', { name: '当年吸纳高校毕业生数', exact: true }).fill('3');
    await page.getByRole('textbox', { name: '研发费用', exact: true }).fill(first);
    // The browser keeps the draft: a reload restores what was typed.
    await expect
      .poll(() => draftHolds(page, 'graduates', '3'), { message: 'the draft autosaved' })
      .toBe(true);
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '研发费用', exact: true })).toHaveValue(first);
    await expect(page.getByRole('textbox', { name: '当年吸纳高校毕业生数', exact: true })).toHaveValue('3');

    // Offline (the shell and the screen from the service worker, the API unreachable): the form
    // stands on the draft's copy, keeps autosaving, and survives a reload.
    expect(await workerControls(page)).toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByText(/网络不可用：可以继续填写/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: '研发费用', exact: true })).toHaveValue(first);
    await page.getByRole('textbox', { name: '当年吸纳高校毕业生数', exact: true }).fill('4');
    await expect
      .poll(() => draftHolds(page, 'graduates', '4'), { message: 'the draft autosaved offline' })
      .toBe(true);
    await page.reload();
    await expect(page.getByText(/网络不可用：可以继续填写/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: '当年吸纳高校毕业生数', exact: true })).toHaveValue('4');
    await page.context().setOffline(false);
    await page.reload();
    await expect(page.getByText(/网络不可用：可以继续填写/)).toHaveCount(0);
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '当年吸纳高校毕业生数', exact: true })).toHaveValue('4');

    await page.getByRole('button', { name: '提交', exact: true }).click();
    await answerDialog(page, '提交');
    await expect(page.locator('[data-status="TOAUDIT"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '提交', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: '研发费用', exact: true })).toBeDisabled();

    // ---- The park returns 研发费用 with a reason ----
    const reason = '研发费用与年度审计报告不一致，请按审计报告填写并上传研发费用辅助账';
    const op = await operatorPage(browser, baseURL!);
    await op.goto('/innoweb/op/integral/fill');
    const table = op.getByRole('table');
    await table
      .getByRole('link', { name: /企业创新积分数据填报/ })
      .first()
      .click();
    await expect(op).toHaveURL(new RegExp(`/innoweb/op/integral/fill/orgs/${String(roundId)}`));
    await expect(op.getByTestId('count-TOAUDIT')).toHaveText(/\d+/);
    await op.goto(`/innoweb/op/integral/fill/orgs/${String(roundId)}?search=${encodeURIComponent(orgName)}`);
    await op.getByRole('link', { name: `审核${orgName}` }).click();
    await expect(op).toHaveURL(new RegExp(`/innoweb/op/integral/fill/audit/${String(roundId)}/\\d+$`));
    const rdItem = op.getByRole('listitem', { name: '研发费用', exact: true });
    await expect(rdItem.getByTestId('item-value')).toHaveText(
      new RegExp(`^${Number(first).toLocaleString('zh-CN')}万元$`),
    );
    await rdItem.getByRole('group', { name: '审核研发费用' }).getByRole('button', { name: '退回' }).click();
    // A return without its reason is refused beside the item.
    await op.getByRole('button', { name: '提交审核' }).click();
    await expect(rdItem.getByRole('alert')).toHaveText('请填写退回原因');
    await rdItem.getByRole('textbox', { name: '研发费用的退回原因' }).fill(reason);
    await op.getByRole('button', { name: '其余全部通过' }).click();
    await answerDialog(op, '确定');
    await expect(op.getByTestId('audit-result')).toContainText('已退回企业修改');
    await expect(rdItem).toContainText(`退回原因：${reason}`);

    // ---- The enterprise reads the reason beside the item, corrects it, resubmits ----
    await page.goto(`/innoweb/info/integral/fill?round=${String(roundId)}`);
    const rdField = itemOf(page, '研发费用');
    await expect(rdField).toContainText(`退回原因：${reason}`);
    await expect(rdField.locator('[data-status="BACK"]')).toBeVisible();
    // Passed items are locked; the returned one is open.
    await expect(page.getByRole('textbox', { name: '营业收入', exact: true })).toBeDisabled();
    await page.getByRole('textbox', { name: '研发费用', exact: true }).fill(corrected);
    await page.getByRole('button', { name: '重新提交' }).click();
    await answerDialog(page, '提交');
    await expect(rdField.locator('[data-status="TOAUDIT"]')).toBeVisible();

    // The audit result screen says who returned what, and why.
    const orgId = Number(/\/audit\/\d+\/(\d+)$/.exec(op.url())?.[1]);
    await page.goto(`/innoweb/info/integral/fill/auditDetail/${String(roundId)}/${String(orgId)}`);
    await expect(page.getByRole('listitem', { name: '研发费用', exact: true })).toContainText(
      `退回原因：${reason}`,
    );
    await expect(page.getByTestId('audit-counts')).toContainText('待审核 1 项');
    await expect(page.getByRole('region', { name: '审核情况' })).toContainText('王建国');

    // ---- The park passes the corrected figure: approved and scored ----
    await op.reload();
    await expect(rdItem.locator('[data-status="TOAUDIT"]')).toBeVisible();
    await expect(rdItem).toContainText('已修改');
    await op.getByRole('button', { name: '全部通过' }).click();
    await answerDialog(op, '确定');
    await expect(op.getByTestId('audit-result')).toContainText('审核通过，数据已入库');
    const scored = await op.getByTestId('audit-result').innerText();

    // ---- The score, the rank and the breakdown moved ----
    await page.goto('/innoweb/info/integral/portrait');
    const after = await readPortrait(page);
    expect(after.total).not.toBe(before.total);
    expect(scored).toContain(`${(after.total / 100).toFixed(2)}分，第${String(after.rank)}名`);
    expect(after.rdLine).toContain(`${Number(corrected).toLocaleString('en-US')} 万元`);
    // The breakdown explains the difference: the indicators' changes add up to it, 研发费用总额 among them.
    expect(sum(after.weighted.values())).toBe(after.total);
    const changes = [...after.weighted]
      .map(([name, w]) => [name, w - (before.weighted.get(name) ?? 0)] as const)
      .filter(([, d]) => d !== 0);
    expect(sum(changes.map(([, d]) => d))).toBe(after.total - before.total);
    expect(changes.map(([name]) => name)).toContain('研发费用总额');
    if (raise) {
      expect(after.total).toBeGreaterThan(before.total);
      if (before.rank > 1) expect(after.rank).toBeLessThan(before.rank);
    } else {
      expect(after.total).toBeLessThan(before.total);
      expect(after.rank).toBeGreaterThan(before.rank);
    }

    // The park's ranking agrees.
    await op.goto(`/innoweb/op/integral/list?search=${encodeURIComponent(orgName)}`);
    const row = op.getByRole('row').filter({ has: op.getByRole('link', { name: orgName, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`第${String(after.rank)}名`);
    const listed = await row.innerText();
    expect(hundredthsOf(/第\d+名\s*([\d.]+)分/.exec(listed)?.[1] ?? '')).toBe(after.total);

    // ---- An import with one bad row saves nothing and names the row ----
    await op.goto(`/innoweb/op/integral/fill/orgs/${String(roundId)}`);
    const countsBefore = await counts(op);
    await op.goto(`/innoweb/op/integral/fill/data/${String(roundId)}`);
    const [template] = await Promise.all([
      op.waitForEvent('download'),
      op.getByRole('button', { name: '下载导入模板' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await template.path());
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    const col = (title: string) => headers.indexOf(title);
    expect(sheet.rowCount).toBeGreaterThanOrEqual(3);
    const good: Record<string, number> = {
      '研发费用（万元）': 300,
      '营业收入（万元）': 6000,
      '上年营业收入（万元）': 5000,
      '净利润（万元）': 400,
      '实缴税费（万元）': 200,
      '高新技术产品（服务）收入（万元）': 3000,
      '股权融资额（万元）': 0,
      '技术合同成交额（万元）': 50,
      '职工总数（人）': 120,
      '研发人员数（人）': 30,
      '硕士及以上学历人数（人）': 10,
      '有效发明专利数（件）': 4,
      '高价值发明专利数（件）': 1,
      '当年新增授权知识产权数（件）': 3,
      '主导或参与制定标准数（项）': 0,
      '省级以上研发机构数（个）': 1,
      '省级以上科技奖励数（项）': 0,
      '当年吸纳高校毕业生数（人）': 5,
    };
    for (const r of [2, 3])
      for (const [title, value] of Object.entries(good))
        if (col(title) > 0) sheet.getRow(r).getCell(col(title)).value = value;
    sheet.getRow(3).getCell(col('职工总数（人）')).value = '一百二十';
    // Only the two rows: the others would fail for their blanks.
    for (let r = sheet.rowCount; r > 3; r--) sheet.spliceRows(r, 1);
    const badName = String(sheet.getRow(3).getCell(col('企业名称')).value ?? '');
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await op.getByLabel('选择导入文件').setInputFiles({
      name: '填报导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    const outcome = op.getByTestId('import-outcome');
    await expect(outcome).toContainText('未保存任何数据');
    const errors = outcome.getByRole('list', { name: '导入错误' }).getByRole('listitem');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText('第3行');
    await expect(errors.first()).toContainText('职工总数应为数字');
    if (badName) await expect(errors.first()).toContainText(badName);
    // Nothing was written: the round's counts are as they were.
    await op.goto(`/innoweb/op/integral/fill/orgs/${String(roundId)}`);
    expect(await counts(op)).toEqual(countsBefore);
    await op.context().close();
  });
});
