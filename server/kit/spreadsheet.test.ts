import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sendXlsx } from '../lib/xlsx-export.js';
import { numberRows, textCell, whitespace, xlsxOf, zipOf } from '../testing/xlsx-files.js';
import {
  cellAt,
  readFirstSheet,
  SheetLimitError,
  SheetUnreadableError,
  type SheetReadOptions,
} from './spreadsheet.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let fileNo = 0;
/**
 * Each test is about one limit, so the reads get a time limit no busy machine reaches (the time
 * limit's own test sets it to 0): under load the default 5 s could fire before the size limit a
 * test means, and how soon a hostile file is refused is the bench's sheets line, not a unit test's.
 */
const UNHURRIED_MS = 10 * 60 * 1000;
async function read(bytes: Buffer | Promise<Buffer>, options: SheetReadOptions = {}) {
  const file = path.join(dir, `f${(fileNo += 1)}.xlsx`);
  fs.writeFileSync(file, await bytes);
  return readFirstSheet(file, { ...options, limits: { millis: UNHURRIED_MS, ...options.limits } });
}

/** The error a read throws, with its class, limit and message. */
async function refusal(bytes: Buffer | Promise<Buffer>, options?: SheetReadOptions) {
  const error = await read(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof SheetLimitError)
    return { limit: error.limit, message: error.message, statusCode: error.statusCode };
  if (error instanceof SheetUnreadableError) return { unreadable: error.message };
  throw new Error(`expected a refusal, got ${String(error)}`);
}

describe('readFirstSheet', () => {
  it('reads what a spreadsheet tool writes: shared text, numbers, dates, booleans, formulas, rich text, errors', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('填报数据');
    book.addWorksheet('第二张');
    sheet.addRow(['统一社会信用代码', '企业名称', '研发费用（万元）']);
    sheet.addRow(['91320500MA1XXXXXX1', '苏州甲科技有限公司', 1200.5]);
    sheet.addRow([]);
    const row = sheet.addRow([
      { richText: [{ text: '富' }, { font: { bold: true }, text: '文本' }] },
      new Date(Date.UTC(2025, 4, 21)),
      { formula: 'C2*2', result: 2401 },
      true,
      { error: '#DIV/0!' },
      '  ',
    ]);
    row.getCell(2).numFmt = 'yyyy-mm-dd';
    sheet.getCell('H9').value = -3.25;
    const rows = await read(Buffer.from(await book.xlsx.writeBuffer()));

    expect(rows.map((r) => r.number)).toEqual([1, 2, 4, 9]);
    expect(rows[0]!.cells).toEqual(['统一社会信用代码', '企业名称', '研发费用（万元）']);
    expect(rows[1]!.cells).toEqual(['91320500MA1XXXXXX1', '苏州甲科技有限公司', 1200.5]);
    expect(rows[2]!.cells).toEqual([
      '富文本',
      new Date(Date.UTC(2025, 4, 21)),
      2401,
      true,
      { error: '#DIV/0!' },
      '  ',
    ]);
    expect([cellAt(rows[3]!, 8), cellAt(rows[3]!, 1), cellAt(rows[3]!, 99)]).toEqual([-3.25, null, null]);
  });

  it('reads back what the exports write (a template downloaded, filled and imported again)', async () => {
    const app = Fastify();
    const founded = new Date(Date.UTC(2016, 3, 1));
    app.get('/template', (_request, reply) =>
      sendXlsx(reply, {
        sheets: [
          {
            name: '填报数据',
            columns: [
              { header: '统一社会信用代码', key: 'code' },
              { header: '企业名称', key: 'name' },
              { header: '研发费用（万元）', key: 'rd' },
              { header: '成立日期', key: 'founded' },
              { header: '高新', key: 'hightech' },
            ],
            rows: [
              { code: '91320500MA1XXXXXX1', name: '=苏州甲科技', rd: 1200.5, founded, hightech: true },
              { code: '91320500MA1XXXXXX2', name: '苏州乙科技', rd: null, founded: null, hightech: false },
            ],
          },
        ],
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/template' });
    await app.close();
    expect(await read(res.rawPayload)).toEqual([
      { number: 1, cells: ['统一社会信用代码', '企业名称', '研发费用（万元）', '成立日期', '高新'] },
      { number: 2, cells: ['91320500MA1XXXXXX1', "'=苏州甲科技", 1200.5, founded, true] },
      { number: 3, cells: ['91320500MA1XXXXXX2', '苏州乙科技', null, null, false] },
    ]);
  });

  it('reads inline strings, cells without references, phonetic guides left out, and the 1904 date system', async () => {
    const rows = await read(
      xlsxOf({
        sheetData:
          '<row><c t="inlineStr"><is><r><t>甲</t></r><r><t xml:space="preserve"> 乙</t></r><rPh><t>ジャ</t></rPh></is></c><c t="s"><v>0</v></c></row>' +
          '<row r="3"><c r="B3" s="1"><v>45798</v></c><c r="C3" t="str"><f>A1</f><v>公式结果</v></c></row>',
        sharedStrings: ['共享&文本'],
        stylesXml:
          '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>',
      }),
    );
    expect(rows).toEqual([
      { number: 1, cells: ['甲 乙', '共享&文本'] },
      { number: 3, cells: [null, new Date(Date.UTC(2025, 4, 21)), '公式结果'] },
    ]);
  });

  it('refuses a value past the last row at that row, however far it is: one cell in row 1 048 576', async () => {
    // How fast these refusals come is a bench line (tests/bench/sheets.ts), measured where load
    // cannot break it; here, what is refused and why.
    const crossed = await refusal(
      xlsxOf({
        sheetData: `<row r="1">${textCell('A1', '表头')}</row><row r="1048576">${textCell('A1048576', 'x')}</row>`,
      }),
    );
    expect(crossed).toEqual({
      limit: 'rows',
      statusCode: 400,
      message: '表格超过 2000 行的上限，请删去多余的行后重新导入',
    });
    // Up to the limit is fine, and empty rows past it (formatting only) are not values.
    const rows = await read(
      xlsxOf({ sheetData: `<row r="5">${textCell('A5', '末行')}</row><row r="6" s="1"/>` }),
      { limits: { rows: 5 } },
    );
    expect(rows).toEqual([{ number: 5, cells: ['末行'] }]);
  });

  it('stops a 100 000-row sheet at the row past its limit', async () => {
    // Size limits high enough that the rows are what stops it.
    const limits = { rows: 5001, partBytes: 64 * 1024 * 1024, unzippedBytes: 64 * 1024 * 1024 };
    const crossed = await refusal(xlsxOf({ sheetData: numberRows(100_000, 1) }), { limits });
    expect(crossed).toMatchObject({
      limit: 'rows',
      message: '表格超过 5001 行的上限，请删去多余的行后重新导入',
    });
  });

  it('refuses a value past the last column', async () => {
    expect(await refusal(xlsxOf({ sheetData: `<row r="1">${textCell('XFD1', 'x')}</row>` }))).toMatchObject({
      limit: 'columns',
      message: '表格超过 100 列的上限，请删去多余的列后重新导入',
    });
    expect(
      await read(xlsxOf({ sheetData: `<row r="1">${textCell('C1', 'x')}</row>` }), {
        limits: { columns: 3 },
      }),
    ).toEqual([{ number: 1, cells: [null, null, 'x'] }]);
  });

  it('refuses a cell over the character limit, inline or shared, and names it', async () => {
    const long = '长'.repeat(501);
    expect(await refusal(xlsxOf({ sheetData: `<row r="2">${textCell('B2', long)}</row>` }))).toMatchObject({
      limit: 'cellChars',
      message: '单元格 B2 超过 500 个字符的上限',
    });
    expect(
      await refusal(
        xlsxOf({ sheetData: '<row r="3"><c r="AA3" t="s"><v>0</v></c></row>', sharedStrings: [long] }),
      ),
    ).toMatchObject({
      limit: 'cellChars',
      message: '单元格 AA3 超过 500 个字符的上限',
    });
    // A long shared string no cell uses costs nothing and refuses nothing.
    expect(
      await read(
        xlsxOf({ sheetData: '<row r="1"><c r="A1" t="s"><v>1</v></c></row>', sharedStrings: [long, '短'] }),
      ),
    ).toEqual([{ number: 1, cells: ['短'] }]);
    // A number's text is held to it too: its digits come before its end.
    expect(
      await refusal(xlsxOf({ sheetData: `<row r="1"><c r="A1"><v>${'9'.repeat(20_000)}</v></c></row>` })),
    ).toMatchObject({
      limit: 'cellChars',
    });
  });

  it('refuses a part that inflates past its limit, counting the bytes inflated, not the size claimed', async () => {
    const bomb = (claimedSize?: number) =>
      xlsxOf({
        sheetData: whitespace(50),
        ...(claimedSize === undefined ? {} : { claimedSizes: { 'xl/worksheets/sheet1.xml': claimedSize } }),
      });
    expect(await refusal(bomb(2000))).toEqual({
      limit: 'partBytes',
      statusCode: 400,
      message: '文件中的单个部分解压后超过 10 MB 的上限',
    });
    // An honest claim is refused before anything is inflated.
    expect(await refusal(bomb())).toMatchObject({ limit: 'partBytes' });
  });

  it('refuses one text, comment or tag over a megabyte, which the XML parser would hold whole', async () => {
    const long = Buffer.alloc(2 * 1024 * 1024, 0x20).toString();
    for (const sheetData of [long, `<!--${long}-->`, `<row r="1" spans="${long}"/>`])
      expect(await refusal(xlsxOf({ sheetData }))).toEqual({
        limit: 'token',
        statusCode: 400,
        message: '文件中有一段文本超过 1 MB 的上限，不是可导入的表格',
      });
  });

  it('refuses a file whose parts together inflate past the total', async () => {
    const filler = Buffer.alloc(700 * 1024, 0x20).toString();
    expect(
      await refusal(
        xlsxOf({
          sheetData: filler,
          sharedStringsXml: `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${filler}</sst>`,
        }),
        {
          limits: { partBytes: 1024 * 1024, unzippedBytes: 1024 * 1024 },
        },
      ),
    ).toEqual({ limit: 'unzippedBytes', statusCode: 400, message: '文件解压后超过 1 MB 的上限' });
  });

  it('refuses a read that outlasts its time limit', async () => {
    expect(await refusal(xlsxOf({ sheetData: numberRows(10, 2) }), { limits: { millis: 0 } })).toMatchObject({
      limit: 'millis',
      message: '读取表格超过 0 秒的上限，请精简表格后重新导入',
    });
  });

  it('refuses what is no .xlsx, in the import’s own words', async () => {
    const words = { unreadable: '无法读取导入文件，请使用下载的模板（.xlsx）填写' };
    expect(await refusal(Buffer.from('统一社会信用代码,企业名称\n'), words)).toEqual(words);
    expect(await refusal(zipOf([{ name: 'readme.txt', data: 'hello' }]), words)).toEqual(words);
    // Broken XML, a shared string that is not there, an entity a DTD would expand.
    expect(await refusal(xlsxOf({ sheetData: '<row r="1"><c r="A1"><v>1</v></row>' }))).toEqual({
      unreadable: '无法读取文件，请上传 .xlsx 格式的表格',
    });
    expect(
      await refusal(
        xlsxOf({ sheetData: '<row r="1"><c r="A1" t="s"><v>7</v></c></row>', sharedStrings: ['甲'] }),
      ),
    ).toHaveProperty('unreadable');
    expect(
      await refusal(
        xlsxOf({
          sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
          sharedStringsXml:
            '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><sst><si><t>&b;</t></si></sst>',
        }),
      ),
    ).toHaveProperty('unreadable');
    // Thousands of parts are not listed to the end.
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `x/${i}.xml`, data: '' }));
    expect(await refusal(xlsxOf({ sheetData: '', extraParts: many }))).toMatchObject({ limit: 'entries' });
  });
});
