import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendXlsx, XLSX_MIME, type XlsxExport } from './xlsx-export.js';

/** The UTF-8 name in a content-disposition header's filename* parameter. */
function downloadName(header: string | string[] | number | undefined): string | undefined {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(String(header ?? ''));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

type Company = { name: string; staff: number; founded: Date | null; listed: boolean };

describe('sendXlsx', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A bare Fastify with one throwaway route answering the export. */
  async function exportOf(build: () => XlsxExport) {
    app = Fastify();
    app.post('/export', (_request, reply) => sendXlsx(reply, build()));
    return app.inject({ method: 'POST', url: '/export', payload: {} });
  }

  it('streams a workbook with a bold, frozen header row, the rows and Chinese text', async () => {
    const founded = new Date(Date.UTC(2015, 5, 1));
    const res = await exportOf(() => ({
      filename: '园区企业名单',
      sheets: [
        {
          name: '企业',
          columns: [
            { header: '企业名称', key: 'name', width: 30 },
            { header: '员工人数', key: 'staff' },
            { header: '成立日期', key: 'founded' },
            { header: '是否上市', key: 'listed' },
          ],
          rows: [
            { name: '苏州创新科技有限公司', staff: 120, founded, listed: true },
            { name: '园区"引号"与\u0007控制符', staff: 0, founded: null, listed: false },
          ] satisfies Company[],
        },
      ],
    }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(downloadName(res.headers['content-disposition'])).toBe('园区企业名单.xlsx');

    const sheet = (await readWorkbook(res.rawPayload)).getWorksheet('企业');
    if (!sheet) throw new Error('sheet 企业 missing');
    expect(sheet.getRow(1).values).toEqual([undefined, '企业名称', '员工人数', '成立日期', '是否上市']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getRow(2).values).toEqual([undefined, '苏州创新科技有限公司', 120, founded, true]);
    expect(sheet.getRow(3).values).toEqual([undefined, '园区"引号"与控制符', 0, undefined, false]);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes text that a spreadsheet tool would take for a formula as text, with a leading apostrophe', async () => {
    const texts = [
      '=HYPERLINK("http://evil.example","点此")',
      '+86 138',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      'a=b',
      '苏州-园区',
    ];
    const res = await exportOf(() => ({
      sheets: [
        {
          name: '企业',
          columns: [
            { header: '内容', key: 'text' },
            { header: '数值', key: 'n' },
          ],
          rows: texts.map((text) => ({ text, n: -5 })),
        },
      ],
    }));
    const sheet = (await readWorkbook(res.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const cells = texts.map((_, i) => sheet.getRow(i + 2).getCell(1));
    expect(cells.map((cell) => cell.value)).toEqual([
      `'=HYPERLINK("http://evil.example","点此")`,
      "'+86 138",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\n=1", // XML reads a carriage return back as a line feed
      'a=b',
      '苏州-园区',
    ]);
    // Written as values, never as formulas; numbers stay numbers, negative ones too.
    expect(cells.some((cell) => cell.formula !== undefined)).toBe(false);
    expect(sheet.getRow(2).getCell(2).value).toBe(-5);
  });

  it('pages through an async iterable into several sheets, and names the file 数据导出.xlsx by default', async () => {
    const total = 20_000;
    let closed = false;
    async function* companies() {
      try {
        for (let page = 0; page < total / 1000; page += 1) {
          await new Promise((resolve) => setImmediate(resolve));
          for (let i = 0; i < 1000; i += 1)
            yield { id: page * 1000 + i + 1, name: `企业${page * 1000 + i + 1}` };
        }
      } finally {
        closed = true;
      }
    }
    const res = await exportOf(() => ({
      sheets: [
        {
          name: '企业',
          columns: [
            { header: '编号', key: 'id' },
            { header: '名称', key: 'name' },
          ],
          rows: companies(),
        },
        { name: '企业', columns: [{ header: '说明', key: 'note' }], rows: [{ note: '第二个同名工作表' }] },
        { name: 'a/b:c*?[d]', columns: [], rows: [] },
      ],
    }));
    expect(res.statusCode).toBe(200);
    expect(downloadName(res.headers['content-disposition'])).toBe('数据导出.xlsx');
    expect(closed).toBe(true);

    const workbook = await readWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['企业', '企业(2)', 'a_b_c___d_']);
    const first = workbook.worksheets[0];
    if (!first) throw new Error('no sheet');
    expect(first.rowCount).toBe(total + 1);
    expect(first.getRow(total + 1).values).toEqual([undefined, total, `企业${total}`]);
    expect(workbook.worksheets[1]?.getRow(2).getCell(1).value).toBe('第二个同名工作表');
  });

  it('keeps a name that already ends in .xlsx', async () => {
    const res = await exportOf(() => ({ filename: '月报.XLSX', sheets: [] }));
    expect(downloadName(res.headers['content-disposition'])).toBe('月报.XLSX');
    expect((await readWorkbook(res.rawPayload)).worksheets).toHaveLength(1);
  });

  it('answers an ordinary error, not a broken download, when the rows fail at once', async () => {
    async function* failing(): AsyncGenerator<{ a: string }> {
      yield* [];
      throw new Error('database is down');
    }
    const res = await exportOf(() => ({
      sheets: [{ name: 'x', columns: [{ header: 'A', key: 'a' }], rows: failing() }],
    }));
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('cuts the download short when the rows fail later', async () => {
    async function* failsLater() {
      yield { a: '第一行' };
      throw new Error('connection lost');
    }
    app = Fastify();
    app.post('/export', (_request, reply) =>
      sendXlsx(reply, { sheets: [{ name: 'x', columns: [{ header: 'A', key: 'a' }], rows: failsLater() }] }),
    );
    await expect(app.inject({ method: 'POST', url: '/export' })).rejects.toThrow();
  });
});
