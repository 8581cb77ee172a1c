import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { writeTarGz, type TarEntry } from './tar.js';

/**
 * Backups of the embedded default: the SQLite database and the uploaded files of DATA_DIR, in
 * one .tar.gz. Archive layout (format 1):
 *   backup.json       what this is and when it was taken
 *   innoweb.db        the database, as one consistent snapshot
 *   files/…           the uploaded files (DATA_DIR/files, without uploads still arriving)
 *   rsa-private.pem   the generated key, when DATA_DIR holds it
 * The archive holds password hashes, SSO secrets and the key: it is written readable by its owner only.
 */

export const DATABASE_FILE = 'innoweb.db';
export const FILES_DIR = 'files';
export const KEY_FILE = 'rsa-private.pem';
export const MANIFEST_FILE = 'backup.json';
export const BACKUP_FORMAT = 1;

export interface Manifest {
  format: number;
  createdAt: string;
  files: number;
}

export interface BackupResult {
  archive: string;
  files: number;
  bytes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** innoweb-YYYYMMDD-HHMMSS.tar.gz, in local time. */
export function archiveName(at = new Date()): string {
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `innoweb-${date}-${time}.tar.gz`;
}

/** Every regular file under dir, as paths relative to it; hidden entries at its top are left out. */
function listFiles(dir: string, relative = ''): string[] {
  const found: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const entry of entries) {
    // files/.incoming holds uploads not yet accepted: no record names them.
    if (relative === '' && entry.name.startsWith('.')) continue;
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(dir, name));
    else if (entry.isFile()) found.push(name);
  }
  return found;
}

/** Links (or, across file systems, copies) a file into the staging folder, unless already there. */
function stage(source: string, destination: string): boolean {
  if (fs.existsSync(destination)) return false;
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  try {
    fs.linkSync(source, destination);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    try {
      fs.copyFileSync(source, destination);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw copyError;
    }
  }
  return true;
}

/**
 * Backs DATA_DIR up into `archive` while a server may be running on it. The database is copied
 * with SQLite's online backup API, so the snapshot is consistent whatever the server writes
 * meanwhile. Stored files never change once written; each is added before the row that names it
 * and removed after that row. So the files are linked aside before the snapshot and once more
 * after it: a file the snapshot names is in the archive even if it is deleted while this runs.
 */
export async function backupDataDir(dataDir: string, archive: string): Promise<BackupResult> {
  const database = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(database)) throw new Error(`there is no database to back up at ${database}`);
  fs.mkdirSync(path.dirname(archive), { recursive: true });
  if (fs.existsSync(archive)) throw new Error(`${archive} exists already`);

  const staging = path.join(dataDir, `.backup-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const filesDir = path.join(dataDir, FILES_DIR);
    const stageFiles = () => {
      for (const name of listFiles(filesDir))
        stage(path.join(filesDir, name), path.join(staging, FILES_DIR, name));
    };
    stageFiles();
    const sqlite = new SQLite(database, { fileMustExist: true });
    try {
      sqlite.pragma('busy_timeout = 5000');
      await sqlite.backup(path.join(staging, DATABASE_FILE));
    } finally {
      sqlite.close();
    }
    stageFiles();

    const files = listFiles(path.join(staging, FILES_DIR));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      files: files.length,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
    const key = path.join(dataDir, KEY_FILE);
    const hasKey = stage(key, path.join(staging, KEY_FILE));

    const entry = (name: string): TarEntry => {
      const source = path.join(staging, name);
      const stat = fs.statSync(source);
      return { name, source, size: stat.size, mtimeMs: stat.mtimeMs };
    };
    const directories = [...new Set(files.flatMap((name) => parents(name)))].sort();
    const entries: TarEntry[] = [
      entry(MANIFEST_FILE),
      entry(DATABASE_FILE),
      ...(hasKey ? [entry(KEY_FILE)] : []),
      { name: `${FILES_DIR}/` },
      ...directories.map((dir) => ({ name: `${FILES_DIR}/${dir}/` })),
      ...files.map((name) => entry(`${FILES_DIR}/${name}`)),
    ];
    await writeTarGz(archive, entries);
    return { archive, files: files.length, bytes: fs.statSync(archive).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The folders a relative path lies in: a/b/c → a, a/b. */
function parents(name: string): string[] {
  const parts = name.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}
