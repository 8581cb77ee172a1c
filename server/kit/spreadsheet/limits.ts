import { BizError } from '../../lib/errors.js';

/**
 * What one read of an uploaded .xlsx may cost. Each limit is checked while the file is read —
 * on the bytes actually inflated, on each row and cell as it is parsed — and the first one crossed
 * stops the reading: a file never costs more than its import's limits allow, whatever it claims.
 */
export interface SheetLimits {
  /** The last row that may hold a value (a header row counts): row 1 048 576 is refused at once. */
  rows: number;
  /** The last column that may hold a value (A = 1). */
  columns: number;
  /** Characters in one cell's text. */
  cellChars: number;
  /** Bytes inflated from the whole file, every part read counted. */
  unzippedBytes: number;
  /** Bytes inflated from one part (the sheet, the shared strings, the styles…). */
  partBytes: number;
  /** From opening the file to its last row, in milliseconds. */
  millis: number;
}

/** An import's limits unless it names its own: far above a filled-in template, far below harm. */
export const DEFAULT_SHEET_LIMITS: Readonly<SheetLimits> = {
  rows: 2000,
  columns: 100,
  cellChars: 500,
  unzippedBytes: 20 * 1024 * 1024,
  partBytes: 10 * 1024 * 1024,
  millis: 5000,
};

/** An .xlsx holds a dozen parts; thousands mean something else, and are not listed any further. */
export const MAX_ZIP_ENTRIES = 1000;

/**
 * The most characters between two things the XML parser reports (a tag, a text): it holds a text,
 * a comment or a tag whole until it ends, so a part of one 10 MB text would sit in memory whole.
 * Excel's longest cell is 32 767 characters; a megabyte is no spreadsheet's.
 */
export const MAX_XML_TOKEN_CHARS = 1024 * 1024;

export type SheetLimitName = keyof SheetLimits | 'entries' | 'token';

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** A cell's place as the user sees it: "C12". */
export function cellName(row: number, column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/** The file went past one of its import's limits: nothing of it is used. */
export class SheetLimitError extends BizError {
  constructor(
    readonly limit: SheetLimitName,
    message: string,
  ) {
    super(message);
    this.name = 'SheetLimitError';
  }

  static rows(limits: SheetLimits): SheetLimitError {
    return new SheetLimitError('rows', `表格超过 ${limits.rows} 行的上限，请删去多余的行后重新导入`);
  }

  static columns(limits: SheetLimits): SheetLimitError {
    return new SheetLimitError('columns', `表格超过 ${limits.columns} 列的上限，请删去多余的列后重新导入`);
  }

  static cellChars(limits: SheetLimits, row: number, column: number): SheetLimitError {
    return new SheetLimitError(
      'cellChars',
      `单元格 ${cellName(row, column)} 超过 ${limits.cellChars} 个字符的上限`,
    );
  }

  static unzippedBytes(limits: SheetLimits): SheetLimitError {
    return new SheetLimitError('unzippedBytes', `文件解压后超过 ${megabytes(limits.unzippedBytes)} 的上限`);
  }

  static partBytes(limits: SheetLimits): SheetLimitError {
    return new SheetLimitError(
      'partBytes',
      `文件中的单个部分解压后超过 ${megabytes(limits.partBytes)} 的上限`,
    );
  }

  static millis(limits: SheetLimits): SheetLimitError {
    return new SheetLimitError(
      'millis',
      `读取表格超过 ${Number((limits.millis / 1000).toFixed(1))} 秒的上限，请精简表格后重新导入`,
    );
  }

  static token(): SheetLimitError {
    return new SheetLimitError(
      'token',
      `文件中有一段文本超过 ${megabytes(MAX_XML_TOKEN_CHARS)} 的上限，不是可导入的表格`,
    );
  }

  static entries(): SheetLimitError {
    return new SheetLimitError('entries', `文件包含超过 ${MAX_ZIP_ENTRIES} 个部分，不是可导入的表格`);
  }
}

/** The file is no .xlsx this reader understands (not a zip, a part missing, broken XML…). */
export class SheetUnreadableError extends BizError {
  constructor(message: string) {
    super(message);
    this.name = 'SheetUnreadableError';
  }
}

/**
 * The running costs of one read: bytes inflated from the whole file, and the clock. Shared by
 * every part the read opens, so the total limit holds across them.
 */
export class ReadBudget {
  private inflatedBytes = 0;
  private readonly deadline: number;

  constructor(
    readonly limits: SheetLimits,
    startedAt = Date.now(),
  ) {
    this.deadline = startedAt + limits.millis;
  }

  /** Counts bytes as they come out of the inflater; throws at the first byte over a limit. */
  inflated(bytes: number): void {
    this.inflatedBytes += bytes;
    if (this.inflatedBytes > this.limits.unzippedBytes) throw SheetLimitError.unzippedBytes(this.limits);
    this.checkTime();
  }

  checkTime(): void {
    if (Date.now() >= this.deadline) throw SheetLimitError.millis(this.limits);
  }

  /** Milliseconds left before the time limit. */
  remaining(): number {
    return Math.max(0, this.deadline - Date.now());
  }
}
