import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Gzipped tar archives (POSIX ustar) of regular files and directories: what `tar -xzf` reads and
 * `tar -czf` writes, without depending on a tar program being installed.
 */

const BLOCK = 512;

export interface TarEntry {
  /** Path inside the archive, '/'-separated; a directory's ends in '/'. */
  name: string;
  /** The file on disk to copy in; absent for a directory. */
  source?: string;
  /** Its size, as stated before reading: the bytes read must match. */
  size?: number;
  mtimeMs?: number;
}

/** Splits a name over ustar's prefix (155 bytes) and name (100 bytes) fields. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100 && base !== '')
      return { prefix, base };
  }
  throw new Error(`name too long for the archive: ${name}`);
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(entry: TarEntry, directory: boolean): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(directory ? 0o755 : 0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(directory ? 0 : (entry.size ?? 0), 12), 124, 'ascii');
  block.write(octal(Math.floor((entry.mtimeMs ?? Date.now()) / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(directory ? '5' : '0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

async function* tarStream(entries: Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const directory = entry.source === undefined;
    yield header(entry, directory);
    if (directory) continue;
    let read = 0;
    for await (const chunk of fs.createReadStream(entry.source!)) {
      const bytes = chunk as Buffer;
      read += bytes.length;
      if (read > entry.size!) break;
      yield bytes;
    }
    if (read !== entry.size) throw new Error(`${entry.source} changed size while being archived`);
    const padding = (BLOCK - (read % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Writes the entries to a .tar.gz readable by the owner only. The archive appears under its name
 * complete or not at all.
 */
export async function writeTarGz(file: string, entries: Iterable<TarEntry>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(tarStream(entries), zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const number = (block: Buffer, start: number, length: number) => {
  const value = Number.parseInt(text(block, start, length).trim() || '0', 8);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('damaged archive: bad number in a header');
  return value;
};

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === number(block, 148, 8);
}

/** A relative, '/'-separated path that stays inside the folder it is extracted to. */
function safeName(name: string): string {
  const clean = name.replace(/\/+$/, '');
  const parts = clean.split('/');
  if (
    clean === '' ||
    clean.startsWith('/') ||
    parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))
  )
    throw new Error(`refusing archive entry outside the target folder: ${name}`);
  return clean;
}

/**
 * Extracts a .tar.gz into `target` (which must exist). Only regular files and directories are
 * written; `accept` decides by name which entries are wanted. Answers the names extracted.
 */
export async function extractTarGz(
  file: string,
  target: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const extracted: string[] = [];
  const input: Readable = fs.createReadStream(file).pipe(zlib.createGunzip());
  let buffer: Buffer = Buffer.alloc(0);
  /** The entry being written: its open file (null when skipped) and the bytes still to come. */
  let current: { handle: fs.promises.FileHandle | null; remaining: number; padding: number } | null = null;
  let ended = false;

  const finishEntry = async () => {
    await current?.handle?.close();
    current = null;
  };

  try {
    for await (const chunk of input) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk as Buffer]) : (chunk as Buffer);
      while (!ended) {
        if (current) {
          const take = Math.min(current.remaining, buffer.length);
          if (take > 0) {
            if (current.handle) await current.handle.write(buffer.subarray(0, take));
            buffer = buffer.subarray(take);
            current.remaining -= take;
          }
          if (current.remaining > 0) break;
          if (buffer.length < current.padding) break;
          buffer = buffer.subarray(current.padding);
          await finishEntry();
          continue;
        }
        if (buffer.length < BLOCK) break;
        const block = buffer.subarray(0, BLOCK);
        buffer = buffer.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        if (!checksumOk(block)) throw new Error('damaged archive: header checksum does not match');
        const prefix = text(block, 345, 155);
        const rawName = (prefix ? `${prefix}/` : '') + text(block, 0, 100);
        const type = String.fromCharCode(block[156]!);
        const size = number(block, 124, 12);
        const padding = (BLOCK - (size % BLOCK)) % BLOCK;
        if (type === '5') {
          const name = safeName(rawName);
          if (accept(name)) fs.mkdirSync(path.join(target, name), { recursive: true });
          current = { handle: null, remaining: size, padding };
        } else if (type === '0' || type === '\0') {
          const name = safeName(rawName);
          let handle: fs.promises.FileHandle | null = null;
          if (accept(name)) {
            const destination = path.join(target, name);
            fs.mkdirSync(path.dirname(destination), { recursive: true });
            handle = await fs.promises.open(destination, 'wx', 0o600);
            extracted.push(name);
          }
          current = { handle, remaining: size, padding };
        } else if (type === 'x' || type === 'g') {
          // Extended headers of other tar programs: their data is skipped; names here are plain.
          current = { handle: null, remaining: size, padding };
        } else {
          throw new Error(`unsupported archive entry (type ${type}): ${rawName}`);
        }
      }
    }
    if (current || !ended) throw new Error('damaged archive: it ends in the middle');
  } finally {
    await finishEntry();
  }
  return extracted;
}
