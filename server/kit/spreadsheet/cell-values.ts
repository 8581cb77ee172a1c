/** A cell's value as a sheet holds it; a formula gives the result the file saved with it. */
export type SheetCell = string | number | boolean | Date | { error: string } | null;

/** One row that holds at least one value; `cells[0]` is column A, an empty cell is null. */
export interface SheetRow {
  /** The row's number in the sheet (1 is the first row), as the user sees it. */
  number: number;
  cells: SheetCell[];
}

/** The cell in that column (A = 1), null when empty or past the row's last value. */
export const cellAt = (row: SheetRow, column: number): SheetCell => row.cells[column - 1] ?? null;

/**
 * "C12" → { column: 3, row: 12 }; null when it is no cell reference. Capped at 7 letters and 10
 * digits: far past any sheet (XFD1048576), and the number stays exact.
 */
export function parseCellRef(ref: string): { column: number; row: number } | null {
  const match = /^([A-Za-z]{1,7})(\d{1,10})$/.exec(ref);
  if (!match?.[1] || !match[2]) return null;
  let column = 0;
  for (const letter of match[1].toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column, row: Number(match[2]) };
}

/** Number formats built into Excel that show a date or a time (the Chinese ones included). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/**
 * Whether a number format shows a date: a built-in date format, or a custom code with a day,
 * month, year, hour or second in it once quoted text, escapes and [colour]/[locale] are left out.
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(id)) return true;
  if (code === undefined) return false;
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|hh\]|m\]|mm\]|s\]|ss\])[^\]]*\]/gi, '');
  return /[dmyhs]/i.test(bare.replace(/general/gi, ''));
}

const DAY_MS = 86_400_000;
/** Day 0 of the 1900 system as Excel counts (its 29 Feb 1900 included), and of the 1904 system. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A date cell's serial number as the date it shows (UTC, as the sheet has no time zone). */
export function dateOfSerial(serial: number, date1904: boolean): Date {
  return new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS));
}
