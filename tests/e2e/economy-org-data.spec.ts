import ExcelJS from 'exceljs';
import { apiAt } from './support/api.js';
import { addSession } from './support/session.js';
import { expect, test } from './support/test.js';

/**
 * Enterprise data (issue #33) end to end, as the park's operator: the template downloads and reads
 * back with exceljs; an import with one bad row saves nothing and names the row; the corrected file
 * is saved and the month has no missing reporter left.
 */

const OPERATOR = '13800000001';
const BASE = '/api/dpboot';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The month before the park's current one, as the screen opens by default. */
function lastMonth() {
  const park = new Date(Date.now() + 8 * 3600_000);
  const d = new Date(Date.UTC(park.getUTCFullYear(), park.getUTCMonth() - 1, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, period: d.toISOString().slice(0, 7) };
}

test.describe('enterprise economic data', () => {
  test.setTimeout(90_000);

  test('the template reads back; one bad row saves nothing and names the row; the corrected file is saved', async ({
    page,
    context,
    request,
  }) => {
    const api = await apiAt(request, await addSession(context, OPERATOR));
    const { year, month, period } = lastMonth();
    const summary = () =>
      api.get<{ reporters: number; reported: number; missing: number }>(
        `${BASE}/economy/orgData/summary/finance?year=${String(year)}&month=${String(month)}&sysid=1`,
      );
    const before = await summary();

    await page.goto(`/innoweb/op/economy/orgDataList/finance?period=${period}`);
    await expect(page.getByTestId('org-data-summary')).toContainText(`报送名单 ${String(before.reporters)} 家`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载导入模板' }).click();
    const download = await downloading;
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 4)).toEqual(['统一社会信用代码', '企业名称', '年份', '月份']);
    expect(sheet.rowCount - 1).toBe(before.reporters);
    expect(sheet.getRow(2).getCell(3).value).toBe(year);

    const fill = (bad: boolean) => {
      for (let r = 2; r <= sheet.rowCount; r++)
        for (let c = 5; c <= header.length; c++) sheet.getRow(r).getCell(c).value = bad && r === 3 ? -12 : 100 + r;
    };
    const upload = async (bad: boolean) => {
      fill(bad);
      await page.getByLabel('选择导入文件').setInputFiles({
        name: '财税数据.xlsx',
        mimeType: XLSX,
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      });
    };

    await upload(true);
    const outcome = page.getByTestId('import-outcome');
    await expect(outcome).toContainText('未保存任何数据');
    await expect(outcome).toContainText(`第3行（${String(sheet.getRow(3).getCell(2).value)}）`);
    expect((await summary()).reported).toBe(before.reported);

    await upload(false);
    await expect(outcome).toContainText(`导入 ${String(before.reporters)} 家企业的财政税收数据`);
    await expect(page.getByTestId('org-data-summary')).toContainText('未报送 0 家');
  });
});
