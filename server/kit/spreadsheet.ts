import { DEFAULT_SHEET_LIMITS, ReadBudget, type SheetLimits } from './spreadsheet/limits.js';
import { readSheetRows } from './spreadsheet/sheet-rows.js';
import { firstSheetOf } from './spreadsheet/workbook-parts.js';
import { ZipParts } from './spreadsheet/zip-parts.js';
import type { SheetRow } from './spreadsheet/cell-values.js';

/**
 * Spreadsheet imports, for every module that takes an .xlsx: one reader rather than a copy per
 * module, and the only one — an uploaded sheet is never handed to a library that builds the whole
 * workbook in memory (a 6 KB file whose one cell sits in row 1 048 576 took such a reader to the
 * heap limit, and the server down for every park).
 *
 *   const rows = await readFirstSheet(upload.files[0].tempPath, { limits: { rows: 5001, columns: 30 } });
 *
 * The zip's parts and the sheet's XML are read as streams (yauzl, saxes); the import's limits
 * (SheetLimits: rows, columns, characters in a cell, bytes inflated in all and per part, time) are
 * checked while reading, on the bytes actually inflated (and no text, comment or tag may pass
 * 1 MB, which the XML parser would hold whole); the first one crossed throws a SheetLimitError
 * naming it in Chinese (a BizError: the user's 400 envelope) — before the import has saved anything. A file that is no readable .xlsx throws a SheetUnreadableError with the
 * import's own words. Values: text (shared, inline, rich text joined), numbers, dates (by the
 * cell's number format), booleans, errors as `{ error }`; a formula gives its saved result.
 */

export * from './spreadsheet/cell-values.js';
export * from './spreadsheet/upload.js';
export {
  DEFAULT_SHEET_LIMITS,
  SheetLimitError,
  SheetUnreadableError,
  type SheetLimits,
} from './spreadsheet/limits.js';

export interface SheetReadOptions {
  /** This import's limits; what it leaves out comes from DEFAULT_SHEET_LIMITS. */
  limits?: Partial<SheetLimits>;
  /** What the user hears when the file is no .xlsx at all. */
  unreadable?: string;
}

const UNREADABLE = '无法读取文件，请上传 .xlsx 格式的表格';

/** The first sheet's rows that hold a value, in order; throws at the first limit crossed. */
export async function readFirstSheet(filePath: string, options: SheetReadOptions = {}): Promise<SheetRow[]> {
  const limits: SheetLimits = { ...DEFAULT_SHEET_LIMITS, ...options.limits };
  const unreadable = options.unreadable ?? UNREADABLE;
  const budget = new ReadBudget(limits);
  const parts = await ZipParts.open(filePath, budget, unreadable);
  try {
    const sheet = await firstSheetOf(parts, limits, unreadable);
    return await readSheetRows(parts, sheet, limits, unreadable);
  } finally {
    parts.close();
  }
}
