import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import type { SheetCell, SheetRow } from './cell-values.js';
import { readFirstSheet, type SheetReadOptions } from '../spreadsheet.js';
import { importCell, withUploadedSheet, type ImportCell } from './upload.js';

/**
 * What an import reads around the reader: the uploaded sheet's rows, the header row's columns by
 * title, and a cell as the import's text or figure.
 *
 *   const rows = await readUploadedSheet(app, request, { limits: { rows: 2001 } });
 *   const columns = headerColumns(rows);           // '企业名称' → 2
 *   const name = textOf(cellAt(row, columns.get('企业名称') ?? 0));
 */

/** The uploaded .xlsx's first sheet (withUploadedSheet's rules). */
export const readUploadedSheet = (app: AppInstance, request: FastifyRequest, options: SheetReadOptions): Promise<SheetRow[]> =>
  withUploadedSheet(app, request, (path) => readFirstSheet(path, options));

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
  const value = importCell(cell);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** A cell as importCell read it, as a figure: null when blank, a number (text with thousands separators counts), or 'bad'. */
export function importFigure(value: ImportCell): number | null | 'bad' {
  if (value === null || typeof value === 'number') return value;
  if (typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value.replaceAll(',', ''));
  return 'bad';
}

/** A figure's cell: null when blank, a number (text with thousands separators counts), or 'bad'. */
export const numberOf = (cell: SheetCell): number | null | 'bad' => importFigure(importCell(cell));
