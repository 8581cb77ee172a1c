import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { OrgDataImportResult, OrgDataList, OrgDataSummary } from '../../../common/economy/data-contract.js';
import type { IndicatorRowItem } from '../../../common/economy/indicator-contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { nowIso } from '../../lib/clock.js';
import { multipartBody } from '../../testing/uploads.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const API = '/api/dpboot';
const YEAR = new Date().getUTCFullYear() - 1;
const HEADER = ['统一社会信用代码', '企业名称', '年份', '月份', '税收收入（万元）', '增值税（万元）'];

describeWorld('economy enterprise data and its import (%s)', (w) => {
  let tax: IndicatorRowItem;
  const code: Record<number, string> = {};

  beforeAll(async () => {
    const define = (c: string, name: string) =>
      okData<IndicatorRowItem>(w, 'POST', `${API}/economy/indicator/save/finance`, w.admin, {
        code: c, name, unit: '万元', frequency: '月度', kind: 'REPORTED', scope: '累计值',
      });
    tax = await define('tax', '税收收入');
    const vat = await define('vat', '增值税');
    for (const o of await w.db.selectFrom('orgs').select(['id', 'credit_code']).execute()) code[o.id] = o.credit_code;
    // Both enterprises of park 1 are on the list; A reported March of both years, B has not.
    await w.db.insertInto('economy_reporters').values([
      { tenant_id: 1, type: 'finance', org_id: w.orgA },
      { tenant_id: 1, type: 'finance', org_id: w.orgB },
    ]).execute();
    const fig = (year: number, indicator: number, value: number) =>
      ({ tenant_id: 1, org_id: w.orgA, indicator_id: indicator, year, month: 3, value, updated_by: null, updated_at: nowIso() });
    await w.db.insertInto('economy_org_data').values([fig(YEAR, tax.id, 1150), fig(YEAR - 1, tax.id, 1000), fig(YEAR, vat.id, 600)]).execute();
  });

  const list = (query: string, user: TestUser = w.admin) =>
    okData<OrgDataList>(w, 'GET', `${API}/economy/orgData/finance?year=${String(YEAR)}&month=3${query}`, user);

  it('lists a month of the reporters with their growth, and who has not reported', async () => {
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.list.find((r) => r.orgId === w.orgA)).toMatchObject({
      reported: true,
      values: { tax: 1150, vat: 600 },
      growth: { tax: 15, vat: null },
    });
    const missing = await list('&state=MISSING');
    expect(missing.list.map((r) => [r.orgId, r.reported, r.values.tax])).toEqual([[w.orgB, false, null]]);
    expect(
      await okData<OrgDataSummary>(w, 'GET', `${API}/economy/orgData/summary/finance?year=${String(YEAR)}&month=3`, w.admin),
    ).toEqual({ reporters: 2, reported: 1, missing: 1 });
  });

  const download = (url: string, user: TestUser) =>
    w.t.app.inject({ method: 'GET', url, headers: { ...w.t.sign(1, user.token), host: 'localhost' } });

  const upload = async (rows: (string | number | null)[][], user: TestUser = w.admin) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('企业数据');
    sheet.addRow(HEADER);
    for (const row of rows) sheet.addRow(row);
    const form = multipartBody([
      { name: 'file', filename: '企业数据.xlsx', contentType: 'application/octet-stream', data: Buffer.from(await book.xlsx.writeBuffer()) },
    ]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `${API}/portrait/economy/upload/finance`,
      headers: { ...w.t.sign(1, user.token), host: 'localhost', ...form.headers },
      payload: form.payload,
    });
    return res.json<{ statusCode: number; message: string; data: OrgDataImportResult }>();
  };

  it('gives a template that reads back with exceljs: the header and the reporters for the month asked', async () => {
    const res = await download(`${API}/portrait/economy/template/finance?year=${String(YEAR)}&month=4`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('企业数据导入模板-财政税收.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1, 5));
    expect(rows).toContainEqual([code[w.orgA], '杭州甲科技有限公司', YEAR, 4]);
  });

  it('saves nothing when one row is wrong, and names every wrong row', async () => {
    const failed = await upload([
      [code[w.orgB]!, '杭州乙智能有限公司', YEAR, 3, 820, 400],
      [code[w.orgA]!, '杭州甲科技有限公司', YEAR, 4, '一千', 300],
      ['91330000XXXXXXXX0X', '外地公司', YEAR, 4, 10, 5],
      [code[w.orgB]!, '杭州乙智能有限公司', YEAR, 3, 830, null],
      [code[w.orgC]!, '苏州丁生物有限公司', YEAR + 2, 1, null, null],
    ]);
    expect(failed.message).toBe('有4行数据有误（第3、4、5、6行），未导入任何数据');
    expect(failed.data).toMatchObject({ saved: false, imported: 0 });
    expect(failed.data.errors).toEqual([
      { row: 3, creditCode: code[w.orgA], fullname: '杭州甲科技有限公司', messages: ['税收收入应为数字'] },
      { row: 4, creditCode: '91330000XXXXXXXX0X', fullname: '外地公司', messages: ['本园区没有统一社会信用代码为 91330000XXXXXXXX0X 的企业'] },
      { row: 5, creditCode: code[w.orgB], fullname: '杭州乙智能有限公司', messages: ['与第2行是同一企业同一月份'] },
      // Park 2's enterprise is not this park's.
      expect.objectContaining({ row: 6, messages: [`本园区没有统一社会信用代码为 ${code[w.orgC]!} 的企业`, '不能导入未来月份的数据', '没有填写任何指标'] }),
    ]);
    // The good first row was not saved either.
    expect((await list('&state=MISSING')).list.map((r) => r.orgId)).toEqual([w.orgB]);
  });

  it('writes every row in one go when all are right, and puts a new reporter on the list', async () => {
    const ok = await upload([
      [code[w.orgB]!, '杭州乙智能有限公司', YEAR, 3, '1,820.5', 400],
      [code[w.orgA]!, '杭州甲科技有限公司', YEAR, 3, 1200, null],
      [code[w.serviceOrg]!, '杭州丙咨询服务有限公司', YEAR, 3, 50, 20],
    ]);
    expect(ok).toMatchObject({ statusCode: 200, message: '已导入3行企业数据', data: { saved: true, imported: 3 } });
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.list.find((r) => r.orgId === w.orgB)?.values).toEqual({ tax: 1820.5, vat: 400 });
    // A blank cell leaves the value that was there.
    expect(all.list.find((r) => r.orgId === w.orgA)).toMatchObject({ values: { tax: 1200, vat: 600 }, growth: { tax: 20 } });
    const removed = await call(w, 'POST', `${API}/economy/indicator/delete/${String(tax.id)}`, w.admin);
    expect(removed.body.message).toBe('该指标已有企业数据，不能删除，可停用');
  });

  it('keeps the import to economy.input and the list to economy.view', async () => {
    const viewer = await staffOperator(w, { name: '数据查看员', permissions: ['economy.view'] });
    expect((await upload([[code[w.orgA]!, '', YEAR, 3, 1, 1]], viewer))).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    expect((await download(`${API}/portrait/economy/template/finance`, viewer)).json<{ statusCode: number }>().statusCode).toBe(403);
    expect((await list('', viewer)).total).toBe(3);
    expect((await call(w, 'GET', `${API}/economy/orgData/finance?year=${String(YEAR)}&month=3`, w.userA)).body.statusCode).toBe(403);
    const other = await okData<OrgDataList>(w, 'GET', `${API}/economy/orgData/finance?year=${String(YEAR)}&month=3`, w.admin2, undefined, 2);
    expect(other.total).toBe(0);
  });
});
