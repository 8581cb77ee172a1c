import { dateOfSerial, parseCellRef, type SheetCell, type SheetRow } from './cell-values.js';
import { SheetLimitError, SheetUnreadableError, type SheetLimits } from './limits.js';
import type { FirstSheet } from './workbook-parts.js';
import { attribute, readXmlPart } from './xml-part.js';
import type { ZipParts } from './zip-parts.js';

/**
 * The rows of a sheet, parsed as the part inflates. Each value is checked against the limits the
 * moment it is read: a value past the last row or column allowed, or a text over the cell limit,
 * stops the reading there — a sheet whose one cell sits in row 1 048 576 costs one row's work.
 * Rows without any value are not kept (nor counted).
 */
export async function readSheetRows(
  parts: ZipParts,
  sheet: FirstSheet,
  limits: SheetLimits,
  unreadable: string,
): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRow = 0;
  let lastColumn = 0;
  // The cell being read.
  let cell: { column: number; type: string; style: number; text: string } | null = null;
  // Inside the cell's <v>, or inside a <t> of its inline string (<is>), phonetic guides left out.
  let capture: 'value' | 'inline' | 'inlineText' | null = null;
  let inPhonetic = false;

  const refuseLongText = (text: string, rowNumber: number, column: number) => {
    if (text.length > limits.cellChars) throw SheetLimitError.cellChars(limits, rowNumber, column);
  };

  const valueOf = (c: NonNullable<typeof cell>, rowNumber: number): SheetCell => {
    const text = c.text;
    switch (c.type) {
      case 's': {
        if (text.trim() === '') return null;
        const shared = sheet.sharedStrings[Number(text)];
        if (shared === undefined) throw new SheetUnreadableError(unreadable);
        refuseLongText(shared, rowNumber, c.column);
        return shared;
      }
      case 'inlineStr':
      case 'str':
        return text;
      case 'b':
        return text === '' ? null : text.trim() === '1' || text.trim() === 'true';
      case 'e':
        return text === '' ? null : { error: text.trim() };
      case 'd': {
        const date = new Date(text.trim());
        return Number.isNaN(date.getTime()) ? text : date;
      }
      default: {
        if (text.trim() === '') return null;
        const number = Number(text);
        if (!Number.isFinite(number)) return text;
        return sheet.dateStyles[c.style] ? dateOfSerial(number, sheet.date1904) : number;
      }
    }
  };

  await readXmlPart(
    parts,
    sheet.sheetPath,
    {
      open(name, attributes) {
        if (name === 'row') {
          const r = attribute(attributes, 'r');
          const number = r === undefined ? lastRow + 1 : /^\d{1,10}$/.test(r) ? Number(r) : NaN;
          if (!Number.isSafeInteger(number) || number < 1) throw new SheetUnreadableError(unreadable);
          row = { number, cells: [] };
          lastRow = number;
          lastColumn = 0;
        } else if (name === 'c' && row) {
          const r = attribute(attributes, 'r');
          const ref = r === undefined ? { column: lastColumn + 1 } : parseCellRef(r);
          if (!ref) throw new SheetUnreadableError(unreadable);
          lastColumn = ref.column;
          cell = {
            column: ref.column,
            type: attribute(attributes, 't') ?? 'n',
            style: Number(attribute(attributes, 's') ?? 0),
            text: '',
          };
        } else if (cell) {
          if (name === 'v') capture = 'value';
          else if (name === 'is') capture = 'inline';
          else if (name === 't' && capture === 'inline' && !inPhonetic) capture = 'inlineText';
          else if (name === 'rPh') inPhonetic = true;
        }
      },
      text(text) {
        if (!cell || !row) return;
        // A formula's own text (<f>) is not its value; an inline string's text is in its <t>s.
        if (capture === 'value' || capture === 'inlineText') {
          cell.text += text;
          refuseLongText(cell.text, row.number, cell.column);
        }
      },
      close(name) {
        if (name === 'v') capture = null;
        else if (name === 'is') capture = null;
        else if (name === 't' && capture === 'inlineText') capture = 'inline';
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c' && cell && row) {
          const value = valueOf(cell, row.number);
          if (value !== null && value !== '') {
            if (row.number > limits.rows) throw SheetLimitError.rows(limits);
            if (cell.column > limits.columns) throw SheetLimitError.columns(limits);
            row.cells[cell.column - 1] = value;
          }
          cell = null;
          capture = null;
        } else if (name === 'row' && row) {
          if (row.cells.length > 0)
            rows.push({ number: row.number, cells: Array.from(row.cells, (c) => c ?? null) });
          row = null;
        }
      },
    },
    unreadable,
  );
  return rows;
}
