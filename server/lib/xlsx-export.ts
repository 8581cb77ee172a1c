import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJSModule from 'exceljs';
import type { FastifyReply } from 'fastify';
import { DEFAULT_EXPORT_FILE_NAME } from '../../common/constants.js';
import { contentDisposition } from './content-disposition.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExcelJs = typeof ExcelJSModule;
let excelJs: Promise<ExcelJs> | undefined;

/**
 * ExcelJS is loaded by the first export, not at start-up: importing it took about as long as the
 * rest of the server's modules together, for a feature a few operators use now and then.
 */
function loadExcelJs(): Promise<ExcelJs> {
  excelJs ??= import('exceljs').then(
    (module) => module.default,
    (error: unknown) => {
      excelJs = undefined; // the next export tries again
      throw error;
    },
  );
  return excelJs;
}

export type XlsxCell = string | number | boolean | Date | null | undefined;
export type XlsxRow = Record<string, XlsxCell>;

export interface XlsxColumn<Row extends XlsxRow = XlsxRow> {
  /** The column title in the bold first row. */
  header: string;
  key: Extract<keyof Row, string>;
  /** In characters; from the header's width when absent. */
  width?: number;
}

export interface XlsxSheet<Row extends XlsxRow = XlsxRow> {
  name: string;
  columns: ReadonlyArray<XlsxColumn<Row>>;
  /** An array, or an async iterable that pages through a big table: rows are written as they come. */
  rows: Iterable<Row> | AsyncIterable<Row>;
}

export interface XlsxExport {
  /** The download name, without or with ".xlsx"; 数据导出.xlsx when absent. */
  filename?: string | undefined;
  sheets: ReadonlyArray<XlsxSheet>;
}

/**
 * Answers the request with an .xlsx download (SPEC: generic data export, a blob whose file name
 * the client takes from content-disposition). The workbook is streamed: each row is committed to
 * the zip as soon as it is read, so a 100 000-row export never sits in memory, and a client that
 * reads slowly (or goes away) pauses (or stops) the reading of rows.
 *
 * The first row is read before anything is sent, so a query that fails at once still gets the
 * usual JSON error answer; a failure later can only cut the download short (and is logged).
 */
export async function sendXlsx(reply: FastifyReply, options: XlsxExport): Promise<FastifyReply> {
  const sheets = options.sheets.length > 0 ? options.sheets : [{ name: 'Sheet1', columns: [], rows: [] }];
  const readers = sheets.map((sheet) => rowsOf(sheet.rows));
  const firstReader = readers[0];
  const first = firstReader ? await firstReader.next() : undefined;
  let ExcelJS: ExcelJs;
  try {
    ExcelJS = await loadExcelJs();
  } catch (error) {
    await Promise.all(readers.map((reader) => reader.return(undefined).catch(() => undefined)));
    throw error;
  }

  const out = new PassThrough();
  void reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(xlsxName(options.filename)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);

  try {
    await writeWorkbook(ExcelJS, out, sheets, readers, first);
  } catch (error) {
    reply.log.error({ err: error }, 'xlsx export failed after the download started');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await Promise.all(readers.map((reader) => reader.return(undefined).catch(() => undefined)));
  }
  return reply;
}

async function writeWorkbook(
  ExcelJS: ExcelJs,
  out: PassThrough,
  sheets: ReadonlyArray<XlsxSheet>,
  readers: ReadonlyArray<AsyncGenerator<XlsxRow>>,
  first: IteratorResult<XlsxRow> | undefined,
): Promise<void> {
  // Shared strings would keep every distinct string in memory until the end: off.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const closed = new Promise<void>((resolve) => out.once('close', resolve));
  const names = new Set<string>();

  for (const [index, sheet] of sheets.entries()) {
    const reader = readers[index];
    if (!reader) continue;
    const worksheet = workbook.addWorksheet(sheetName(sheet.name, index, names), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width ?? widthOf(column.header),
    }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.commit();

    let count = 0;
    let next = index === 0 && first ? first : await reader.next();
    while (!next.done) {
      const row = next.value;
      worksheet.addRow(sheet.columns.map((column) => cellValue(row[column.key]))).commit();
      count += 1;
      if (out.writableNeedDrain) await drainedOrClosed(out);
      // Rows from an array come without any I/O between them: let the zip stream run now and then.
      else if (count % 1000 === 0) await nextTurn();
      if (out.destroyed) {
        // The client went away: stop reading (closing the source, e.g. a database cursor).
        await reader.return(undefined);
        return;
      }
      next = await reader.next();
    }
    worksheet.commit();
  }
  // The writer waits for the stream's 'finish', which never comes once the client has gone.
  await Promise.race([workbook.commit(), closed]);
}

/** One way to read both arrays and async iterables; return() closes the source. */
async function* rowsOf(rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>): AsyncGenerator<XlsxRow> {
  yield* rows;
}

function drainedOrClosed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

const MAX_CELL_TEXT = 32_767;

/**
 * Text a spreadsheet tool could take for a formula (OWASP "CSV injection"): = + - @ at the start,
 * or a tab or carriage return before one. Exported text comes from users (a company's name, an
 * appeal's text), and a file saved again as CSV, or a cell edited, would run it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Excel refuses a file with XML-illegal control characters, and cells longer than 32 767
 * characters; text that would start a formula is written with a leading apostrophe, as text.
 */
function cellValue(value: XlsxCell): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return value;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  const text = FORMULA_START.test(clean) ? `'${clean}` : clean;
  return text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
}

/** Excel's rules: 1–31 characters, none of : \ / ? * [ ], no leading/trailing apostrophe, unique ignoring case. */
function sheetName(wanted: string, index: number, taken: Set<string>): string {
  const base =
    wanted
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[:\\/?*[\]\u0000-\u001f]/g, '_')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || `Sheet${index + 1}`;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    const suffix = `(${n})`;
    name = base.slice(0, 31 - suffix.length) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** Wide enough for the header; Chinese characters take two columns. */
function widthOf(header: string): number {
  let width = 0;
  for (const char of header) width += /[\u1100-\uffff]/.test(char) ? 2 : 1;
  return Math.min(Math.max(width + 2, 10), 60);
}

function xlsxName(filename: string | undefined): string {
  const name = filename?.trim() || DEFAULT_EXPORT_FILE_NAME;
  return /\.xlsx$/i.test(name) ? name : `${name}.xlsx`;
}
