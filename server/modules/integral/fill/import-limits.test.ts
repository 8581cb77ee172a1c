import { beforeAll, expect, it } from 'vitest';
import type { FillImportResult } from '../../../../common/integral/fill/contract.js';
import { parkToday } from '../../../lib/park-time.js';
import { insertOrg } from '../../../testing/fixtures.js';
import { multipartBody } from '../../../testing/uploads.js';
import { describeWorld, okData } from '../../../testing/world.js';
import { numberRows, textCell, whitespace, xlsxOf } from '../../../testing/xlsx-files.js';

/**
 * The fill import reads its file through the kit's spreadsheet reader: a file past any of its
 * limits is refused with the limit's words, at once, and nothing of it is saved; a good file still
 * imports. (The import's checks of the rows themselves: fill.test.ts.)
 */

const FILL = '/api/dpboot/integral/fill';
const HEADER = ['统一社会信用代码', '企业名称', '研发费用（万元）', '职工总数（人）'];

const dayFrom = (days: number) => {
  const d = new Date(`${parkToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const headerRow = `<row r="1">${HEADER.map((title, i) => textCell(`${String.fromCharCode(65 + i)}1`, title)).join('')}</row>`;

describeWorld('innovation score fill import limits (%s)', (w) => {
  let roundId: number;
  let code: string;

  beforeAll(async () => {
    const org = await insertOrg(w.db, 1, { fullname: '杭州限额测试科技有限公司' });
    code = (
      await w.db.selectFrom('orgs').select('credit_code').where('id', '=', org).executeTakeFirstOrThrow()
    ).credit_code;
    roundId = (
      await okData<{ id: number }>(w, 'POST', `${FILL}/save`, w.admin, {
        year: 2025,
        name: '2025年度导入限额测试',
        description: '',
        startDate: dayFrom(-1),
        endDate: dayFrom(10),
        fields: ['rdExpense', 'staff'],
        scope: { mode: 'LIST', industries: [], areas: [] },
        orgIds: [org],
      })
    ).id;
  });

  /** Sends the file as the park's 管委会 operator does, and times the answer. */
  async function send(file: Buffer) {
    const form = multipartBody([
      { name: 'file', filename: '导入.xlsx', contentType: 'application/octet-stream', data: file },
    ]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `${FILL}/import/${roundId}`,
      headers: { ...w.t.sign(1, w.committee.token), host: 'localhost', ...form.headers },
      payload: form.payload,
    });
    return {
      http: res.statusCode,
      body: res.json<{ statusCode: number; message: string; data: FillImportResult | null }>(),
    };
  }

  const saved = async () => ({
    states: (
      await w.db
        .selectFrom('integral_fill_submissions')
        .select('state')
        .where('round_id', '=', roundId)
        .execute()
    ).map((r) => r.state),
    items: (await w.db.selectFrom('integral_fill_items').select('field').execute()).length,
  });

  const goodRow = (r: number) =>
    `<row r="${r}">${textCell(`A${r}`, code)}${textCell(`B${r}`, '杭州限额测试科技有限公司')}<c r="C${r}"><v>120</v></c><c r="D${r}"><v>30</v></c></row>`;

  it.each([
    [
      'one cell in row 1 048 576',
      () =>
        xlsxOf({ sheetData: headerRow + goodRow(2) + `<row r="1048576">${textCell('A1048576', 'x')}</row>` }),
      '表格超过 5001 行的上限，请删去多余的行后重新导入',
    ],
    [
      '100 000 rows',
      () => xlsxOf({ sheetData: numberRows(100_000, 1) }),
      '表格超过 5001 行的上限，请删去多余的行后重新导入',
    ],
    [
      'a value in column XFD',
      () => xlsxOf({ sheetData: headerRow + goodRow(2) + `<row r="3">${textCell('XFD3', '备注')}</row>` }),
      '表格超过 100 列的上限，请删去多余的列后重新导入',
    ],
    [
      'a cell of 501 characters',
      () =>
        xlsxOf({
          sheetData: headerRow + goodRow(2) + `<row r="3">${textCell('B3', '名'.repeat(501))}</row>`,
        }),
      '单元格 B3 超过 500 个字符的上限',
    ],
    [
      'a sheet inflating to 100 MB of whitespace',
      () => xlsxOf({ sheetData: whitespace(100), claimedSizes: { 'xl/worksheets/sheet1.xml': 1000 } }),
      '文件中的单个部分解压后超过 10 MB 的上限',
    ],
    [
      'one text of 2 MB',
      () => xlsxOf({ sheetData: headerRow + Buffer.alloc(2 * 1024 * 1024, 0x20).toString() }),
      '文件中有一段文本超过 1 MB 的上限，不是可导入的表格',
    ],
  ])('refuses %s in words naming the limit, and saves nothing', async (_name, build, message) => {
    // How soon a hostile file is refused is timed by the bench (tests/bench/sheets.ts), not here.
    const res = await send(await build());
    expect([res.http, res.body.statusCode, res.body.message]).toEqual([200, 400, message]);
    expect(await saved()).toEqual({ states: ['UNFILLED'], items: 0 });
  });

  it('refuses a file that is no .xlsx in the import’s words', async () => {
    const res = await send(Buffer.from('统一社会信用代码,企业名称\n'));
    expect([res.body.statusCode, res.body.message]).toEqual([
      400,
      '无法读取导入文件，请使用下载的模板（.xlsx）填写',
    ]);
    expect(await saved()).toEqual({ states: ['UNFILLED'], items: 0 });
  });

  it('still imports a good file written without shared strings, its blank rows skipped', async () => {
    const res = await send(await xlsxOf({ sheetData: headerRow + `<row r="2"/>` + goodRow(3) }));
    expect([res.body.statusCode, res.body.message, res.body.data]).toEqual([
      200,
      '已导入1家企业的数据并提交审核',
      { saved: true, imported: 1, errors: [] },
    ]);
    expect(await saved()).toEqual({ states: ['TOAUDIT'], items: 2 });
  });
});
