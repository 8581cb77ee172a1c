import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Attachment bytes on disk: `<root>/<tenantId>/<yyyy>/<mm>/<random hex>`, where root is
 * `${dataDir}/files`. Names on disk are random, so nothing a client sends ever becomes a path.
 * Uploads are written to `<root>/.incoming` first and renamed into place only once accepted:
 * the same file system, so the rename is atomic and a rejected upload leaves nothing behind.
 */
export class AttachmentStorage {
  readonly root: string;
  private readonly incoming: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'files');
    this.incoming = path.join(this.root, '.incoming');
  }

  /** A fresh path to write an upload to while it is checked. */
  async tempPath(): Promise<string> {
    await fs.promises.mkdir(this.incoming, { recursive: true });
    return path.join(this.incoming, randomName());
  }

  /**
   * Removes uploads a crashed process left in the incoming folder; answers how many. Only files
   * untouched for `olderThanMs`: another process sharing the files folder may be writing one now,
   * and a file being written is touched with every chunk.
   */
  async removeStaleUploads(olderThanMs = STALE_UPLOAD_MS, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.incoming);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.incoming, name);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile() || now - stat.mtimeMs < olderThanMs) continue;
        await fs.promises.unlink(file);
        removed += 1;
      } catch (error) {
        // Kept or discarded by its own request meanwhile.
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }

  /** Moves an accepted upload into place; answers its storage key (a path relative to root). */
  async keep(tempPath: string, tenantId: number, at = new Date()): Promise<string> {
    const yyyy = String(at.getUTCFullYear());
    const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
    const key = [String(tenantId), yyyy, mm, randomName()].join('/');
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(tempPath, target);
    return key;
  }

  /** The stored bytes and their size, or null when the file is gone. */
  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The stream owns the handle from here on and closes it when done or destroyed.
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await removeFile(this.pathOf(key));
  }

  async discard(tempPath: string): Promise<void> {
    await removeFile(tempPath);
  }

  /** Keys come from our own database, but a key that escaped root would be a disaster: refuse it. */
  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep))
      throw new Error(`storage key outside the files directory: ${key}`);
    return full;
  }
}

/** An upload not written to for an hour is no longer in flight: its request gave up long ago. */
export const STALE_UPLOAD_MS = 60 * 60_000;

const randomName = () => crypto.randomBytes(16).toString('hex');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function removeFile(file: string): Promise<void> {
  try {
    await fs.promises.unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}
