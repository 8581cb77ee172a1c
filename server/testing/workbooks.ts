import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/** One sheet of a workbook as the tests read it: its name and its rows' values from column A on, header first. */
export interface SheetRows {
  name: string;
  rows: unknown[][];
}

/** The sheets of a workbook answer (an export), after checking that it is one. */
export async function sheetsOf(res: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }): Promise<SheetRows[]> {
  expect(res.headers['content-type'], res.body.slice(0, 200)).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

/** The rows of a workbook answer's first sheet, header first. */
export const rowsOf = async (res: Parameters<typeof sheetsOf>[0]): Promise<unknown[][]> => (await sheetsOf(res))[0]!.rows;
