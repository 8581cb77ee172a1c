import type { FastifyReply } from 'fastify';
import { parkToday } from '../lib/park-time.js';
import { sendXlsx, type XlsxCell, type XlsxRow, type XlsxSheet } from '../lib/xlsx-export.js';

/**
 * The exports' columns as data: a column says its header, its width and how its cell is read from
 * the record the list already has, so an export states each column once (not a row type, a key
 * list and a mapping that must agree).
 */
export interface SheetColumn<Source> {
  /** The column title in the bold first row. */
  header: string;
  /** In characters; from the header's width when absent. */
  width?: number;
  /** The cell of one record; `index` counts the records from 0 (for a 序号 column). */
  cell: (source: Source, index: number) => XlsxCell;
}

export type SheetColumns<Source> = ReadonlyArray<SheetColumn<Source>>;

type Sources<Source> = Iterable<Source> | AsyncIterable<Source>;

/** One sheet of records: an array, or an async iterable that pages through a big table. */
export function sheetOf<Source>(name: string, columns: SheetColumns<Source>, sources: Sources<Source>): XlsxSheet {
  const keys = columns.map((_, i) => `c${String(i)}`);
  return {
    name,
    columns: columns.map((column, i) => ({ header: column.header, key: keys[i] ?? '', width: column.width })),
    rows: cellsOf(columns, keys, sources),
  };
}

async function* cellsOf<Source>(columns: SheetColumns<Source>, keys: readonly string[], sources: Sources<Source>): AsyncGenerator<XlsxRow> {
  let index = 0;
  for await (const source of sources) {
    const row: XlsxRow = {};
    columns.forEach((column, i) => {
      row[keys[i] ?? ''] = column.cell(source, index);
    });
    index += 1;
    yield row;
  }
}

/** 诉求台账-20260521.xlsx: the export's name and the day in the parks' time zone. */
export const datedXlsxName = (name: string, now: Date = new Date()) => `${name}-${parkToday(now).replaceAll('-', '')}.xlsx`;

/** Answers with a one-sheet download; the file is named after the sheet and the day unless told. */
export function sendSheet<Source>(
  reply: FastifyReply,
  sheet: { name: string; columns: SheetColumns<Source>; rows: Sources<Source>; filename?: string },
): Promise<FastifyReply> {
  return sendXlsx(reply, {
    filename: sheet.filename ?? datedXlsxName(sheet.name),
    sheets: [sheetOf(sheet.name, sheet.columns, sheet.rows)],
  });
}

/** Every record of a list read a page at a time (pages of `size`, the last one shorter), in bounded memory. */
export async function* everyPage<Item>(read: (pagenum: number, size: number) => Promise<readonly Item[]>, size = 1000): AsyncGenerator<Item> {
  for (let pagenum = 1; ; pagenum++) {
    const page = await read(pagenum, size);
    yield* page;
    if (page.length < size) return;
  }
}

/** Every record of a read that yields batches. */
export async function* everyBatch<Item>(batches: AsyncIterable<readonly Item[]>): AsyncGenerator<Item> {
  for await (const batch of batches) yield* batch;
}
