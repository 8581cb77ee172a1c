import fs from 'node:fs';
import type { BrowserContext, Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './support/accounts.js';
import { signedApi } from './support/api.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';
const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;

/** The titles in the table's title column, top to bottom (the first column holds the checkboxes). */
const titlesOf = (table: Locator) => table.locator('tbody tr td:nth-child(2)').allTextContents();
const header = (table: Locator, name: string) => table.getByRole('columnheader', { name, exact: true });

async function expectTitles(table: Locator, titles: string[]) {
  await expect.poll(() => titlesOf(table)).toEqual(titles);
}

test.describe('operations lists on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(120_000);

  test('a list is a table: sorted on the server, columns set and kept, a batch action confirmed; cards on a phone', async ({
    page,
    request,
    context,
  }) => {
    await loginAs(page, OPERATOR);
    // Three notices of this test only (待审核), saved in the order B, C, A: the list's own order
    // (most recently changed first) is A, C, B, the title order A, B, C.
    const tag = `表格校验${Date.now()}`;
    const api = await signedApi(page, request, 1, await tokenOf(context));
    const titles = { A: `A ${tag}`, B: `B ${tag}`, C: `C ${tag}` };
    for (const title of [titles.B, titles.C, titles.A]) {
      const saved = await api.post<{ id: number } | null>('/api/dpboot/notice/save', {
        title,
        type: '通知公告',
        summary: '表格排序与批量操作的校验通知。',
        body: '<p>表格排序与批量操作的校验通知。</p>',
        attachmentIds: [],
        pinned: false,
      });
      expect(saved?.id).toBeGreaterThan(0);
    }

    await page.goto(`/innoweb/op/notice?search=${encodeURIComponent(tag)}`);
    const table = page.getByRole('table', { name: '通知公告管理' });
    await expect(table).toBeVisible();
    await expect(page.getByText('共 3 条')).toBeVisible();
    await expectTitles(table, [titles.A, titles.C, titles.B]);

    // Sorting by 标题: ascending, then descending — the rows follow, and the URL keeps it.
    await expect(header(table, '标题')).toHaveAttribute('aria-sort', 'none');
    await header(table, '标题').getByRole('button').click();
    await expectTitles(table, [titles.A, titles.B, titles.C]);
    await expect(header(table, '标题')).toHaveAttribute('aria-sort', 'ascending');
    await header(table, '标题').getByRole('button').click();
    await expectTitles(table, [titles.C, titles.B, titles.A]);
    await expect(header(table, '标题')).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/orderBy=title&order=desc/);

    // 列设置: hide 起草人; after a reload it is still hidden (and the sort is still there).
    await expect(header(table, '起草人')).toBeVisible();
    await page.getByRole('button', { name: '列设置' }).click();
    const settings = page.getByRole('dialog', { name: '列设置' });
    await settings.getByRole('checkbox', { name: '起草人' }).uncheck();
    await settings.getByRole('button', { name: '完成' }).click();
    await expect(header(table, '起草人')).toHaveCount(0);
    await page.reload();
    await expect(table).toBeVisible();
    await expectTitles(table, [titles.C, titles.B, titles.A]);
    await expect(header(table, '标题')).toBeVisible();
    await expect(header(table, '起草人')).toHaveCount(0);

    // The same list on a phone: cards from the same description, no table.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table).toHaveCount(0);
    await expect(page.locator('article').filter({ hasText: tag })).toHaveCount(3);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(table).toBeVisible();

    // 批量删除 of the selected rows, after confirmation; the list refreshes without them.
    await page.getByRole('checkbox', { name: `选择「${titles.B}」` }).check();
    await page.getByRole('checkbox', { name: `选择「${titles.C}」` }).check();
    const bar = page.getByRole('region', { name: '批量操作' });
    await expect(bar).toContainText('已选 2 项');
    await bar.getByRole('button', { name: '批量删除' }).click();
    await expect(dialogOf(page)).toContainText('确定删除选中的 2 条未发布通知吗？');
    await answerDialog(page, '确定');
    await expectTitles(table, [titles.A]);
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(bar).toContainText('已选 0 项');
    await page.screenshot({ path: test.info().outputPath('op-notice-table-1440.png') });

    // Another operator list, sorted by its date column: the newest submitted appeal comes first.
    await page.goto('/innoweb/op/appeal/list?orderBy=createdAt&order=desc');
    const appeals = page.getByRole('table', { name: '诉求办理' });
    await expect(appeals).toBeVisible();
    await expect(header(appeals, '提交时间')).toHaveAttribute('aria-sort', 'descending');
    const times = await appeals.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')];
        const index = [...row.closest('table')!.querySelectorAll('thead th')].findIndex((th) => th.textContent?.startsWith('提交时间'));
        return cells[index]?.textContent ?? '';
      }),
    );
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort().reverse());
    await page.screenshot({ path: test.info().outputPath('op-appeal-table-1440.png') });

    // 导出所选: the ledger of the two rows picked, and nothing else.
    const picked = (await titlesOf(appeals)).slice(0, 2);
    // By row, not by title: two seeded appeals may share a title.
    for (const index of [0, 1]) await appeals.locator('tbody tr').nth(index).getByRole('checkbox').check();
    const appealBar = page.getByRole('region', { name: '批量操作' });
    await expect(appealBar).toContainText('已选 2 项');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      appealBar.getByRole('button', { name: '导出所选' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^诉求台账-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const rows = book.getWorksheet('诉求台账')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((row) => String(row[2])).sort()).toEqual([...picked].sort());
  });
});

