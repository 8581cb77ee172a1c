import type { Readable } from 'node:stream';
import type * as Yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { lazyRequire } from '../../lib/lazy-require.js';
import type { ReadBudget } from './limits.js';
import { MAX_ZIP_ENTRIES, SheetLimitError, SheetUnreadableError } from './limits.js';

/** The zip reader, loaded by the first spreadsheet read rather than at start-up. */
const yauzl = lazyRequire<typeof Yauzl>('yauzl');

/**
 * The parts of an .xlsx (a zip), read one by one as streams: the central directory is listed
 * (names and claimed sizes, nothing inflated), then a part is inflated only when asked for, its
 * bytes counted as they come out of the inflater — the sizes a zip claims are never trusted.
 */
export class ZipParts {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
    private readonly budget: ReadBudget,
    private readonly unreadable: string,
  ) {}

  /** Lists the file's parts; refuses a file that is no zip or lists too many. */
  static async open(path: string, budget: ReadBudget, unreadable: string): Promise<ZipParts> {
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      // yauzl's own size check is off: the count in read() is what holds, and it names the limit.
      yauzl().open(
        path,
        { lazyEntries: true, autoClose: false, validateEntrySizes: false },
        (error, opened) => {
          if (error || !opened) reject(new SheetUnreadableError(unreadable));
          else resolve(opened);
        },
      );
    });
    try {
      const entries = await listEntries(zip, budget, unreadable);
      return new ZipParts(zip, entries, budget, unreadable);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** The part's name as stored; names are matched without regard to case, as Excel does. */
  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /**
   * Streams the part's inflated bytes into `sink`, stopping at the first limit crossed (this
   * part's size, the whole file's, the clock) or the first error `sink` throws.
   */
  async read(name: string, sink: (chunk: Buffer) => void): Promise<void> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw new SheetUnreadableError(this.unreadable);
    const limits = this.budget.limits;
    if (entry.isEncrypted()) throw new SheetUnreadableError('文件已加密，请取消密码保护后重新导入');
    // The claim alone may refuse at once; the count below is what holds.
    if (entry.uncompressedSize > limits.partBytes) throw SheetLimitError.partBytes(limits);
    this.budget.checkTime();
    const stream = await new Promise<Readable>((resolve, reject) => {
      this.zip.openReadStream(entry, (error, opened) => {
        if (error || !opened) reject(new SheetUnreadableError(this.unreadable));
        else resolve(opened);
      });
    });
    await new Promise<void>((resolve, reject) => {
      let bytes = 0;
      let settled = false;
      const finish = (error?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error === undefined) return resolve();
        stream.destroy();
        reject(
          error instanceof SheetLimitError || error instanceof SheetUnreadableError
            ? error
            : new SheetUnreadableError(this.unreadable),
        );
      };
      // Between chunks the clock is checked as they come; this catches a read that stalls.
      const timer = setTimeout(() => finish(SheetLimitError.millis(limits)), this.budget.remaining());
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        try {
          bytes += chunk.length;
          if (bytes > limits.partBytes) throw SheetLimitError.partBytes(limits);
          this.budget.inflated(chunk.length);
          sink(chunk);
        } catch (error) {
          finish(error);
        }
      });
      stream.on('error', (error) => finish(error));
      stream.on('end', () => finish());
    });
  }

  close(): void {
    this.zip.close();
  }
}

function listEntries(zip: ZipFile, budget: ReadBudget, unreadable: string): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error instanceof SheetLimitError ? error : new SheetUnreadableError(unreadable));
    };
    zip.on('entry', (entry: Entry) => {
      if (settled) return;
      try {
        if (entries.size >= MAX_ZIP_ENTRIES) throw SheetLimitError.entries();
        budget.checkTime();
        entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
        zip.readEntry();
      } catch (error) {
        fail(error);
      }
    });
    zip.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(entries);
    });
    zip.on('error', fail);
    zip.readEntry();
  });
}
