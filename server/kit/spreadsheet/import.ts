import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { BizError, HttpError } from '../../lib/errors.js';
import { attachmentStorage, withUpload, type UploadRules } from '../attachments.js';
import type { SheetCell, SheetRow } from './cell-values.js';
import { readFirstSheet, type SheetReadOptions } from '../spreadsheet.js';

/**
 * What an .xlsx import does around the reader, in one place: the upload (one file in the field
 * `file`, 5 MB), the header row's columns by title, and a cell as the import's text or number.
 *
 *   const rows = await readUploadedSheet(app, request, { limits: { rows: 2001 } });
 *   const columns = headerColumns(rows);           // '企业名称' → 2
 *   const name = textOf(cellAt(row, columns.get('企业名称') ?? 0));
 */

export const XLSX_IMPORT_RULES: UploadRules = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 1,
  maxFields: 5,
  maxFieldBytes: 1024,
  maxParts: 6,
  messages: {
    notMultipart: '导入请求必须是 multipart/form-data',
    wrongField: '请只在字段 file 中上传一个 .xlsx 文件',
    tooLarge: '导入文件过大（最大 5 MB）',
    tooMany: () => new HttpError(413, '一次只能导入一个文件'),
    tooMuch: '上传内容过多',
    malformed: '上传内容格式不正确，请重新选择文件',
  },
};

/** The uploaded .xlsx's first sheet; refuses a request without a file. */
export function readUploadedSheet(app: AppInstance, request: FastifyRequest, options: SheetReadOptions): Promise<SheetRow[]> {
  return withUpload(request, attachmentStorage(app), XLSX_IMPORT_RULES, async (upload) => {
    const file = upload.files[0];
    if (!file || file.size === 0) throw new BizError('请选择要导入的 .xlsx 文件');
    return readFirstSheet(file.tempPath, options);
  });
}

/** Header titles without their spaces → column (A = 1), from the sheet's first row. */
export function headerColumns(rows: readonly SheetRow[]): Map<string, number> {
  const columns = new Map<string, number>();
  const header = rows[0]?.number === 1 ? rows[0] : undefined;
  header?.cells.forEach((value, index) => {
    if (typeof value === 'string' && value.trim()) columns.set(value.replace(/\s+/g, ''), index + 1);
  });
  return columns;
}

/** A cell as text: trimmed, a number as written, '' when empty or neither. */
export function textOf(cell: SheetCell): string {
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(cell);
  return '';
}

const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** A figure's cell: null when blank, a number (text with thousands separators counts), or 'bad'. */
export function numberOf(cell: SheetCell): number | null | 'bad' {
  if (cell === null) return null;
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'string') {
    const text = cell.trim();
    if (text === '') return null;
    return NUMBER_TEXT.test(text) ? Number(text.replaceAll(',', '')) : 'bad';
  }
  return 'bad';
}
