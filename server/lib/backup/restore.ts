import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  archiveName,
  BACKUP_FORMAT,
  DATABASE_FILE,
  FILES_DIR,
  KEY_FILE,
  MANIFEST_FILE,
  type Manifest,
} from './backup.js';
import { extractTarGz } from './tar.js';

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data that was replaced now lies; null when DATA_DIR held none. */
  replaced: string | null;
}

/** Thrown when a process has the database open: restoring under a running server would corrupt it. */
export class DatabaseInUseError extends Error {}

/**
 * Whether another process has the database open. A server keeps its connection for its whole
 * life, and every connection to a WAL database holds a shared lock on it, so an exclusive lock
 * that cannot be had at once means somebody is using it.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const sqlite = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE');
    sqlite.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    sqlite.close();
  }
}

const wanted = (name: string) =>
  name === MANIFEST_FILE ||
  name === DATABASE_FILE ||
  name === KEY_FILE ||
  name === FILES_DIR ||
  name.startsWith(`${FILES_DIR}/`);

function readManifest(staging: string): Manifest {
  const file = path.join(staging, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error('this is not an innoweb backup: it has no backup.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`backup format ${String(manifest.format)} is not supported`);
  return manifest;
}

function checkDatabase(file: string): void {
  if (!fs.existsSync(file)) throw new Error('the backup holds no database');
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = sqlite.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`the backup's database is damaged: ${String(result)}`);
  } finally {
    sqlite.close();
  }
}

/**
 * Puts a backup made by backupDataDir back into DATA_DIR. The archive is unpacked and checked
 * first; only then is the current database, its WAL and the files folder (and the key, when the
 * backup has one) moved aside into DATA_DIR/backups/replaced-… and the backup's moved into place.
 * Refuses while a process has the database open.
 */
export async function restoreDataDir(dataDir: string, archive: string): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new Error(`no such archive: ${archive}`);
  const database = path.join(dataDir, DATABASE_FILE);
  const inUse = () => {
    if (databaseInUse(database))
      throw new DatabaseInUseError(
        `${database} is in use: stop the server (every process on this DATA_DIR) before restoring`,
      );
  };
  inUse();
  fs.mkdirSync(dataDir, { recursive: true });

  const staging = path.join(dataDir, `.restore-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const names = await extractTarGz(archive, staging, wanted);
    const manifest = readManifest(staging);
    checkDatabase(path.join(staging, DATABASE_FILE));
    fs.mkdirSync(path.join(staging, FILES_DIR), { recursive: true });
    const hasKey = names.includes(KEY_FILE);

    // Unpacking takes a while: a server may have started meanwhile.
    inUse();
    const current = [
      DATABASE_FILE,
      `${DATABASE_FILE}-wal`,
      `${DATABASE_FILE}-shm`,
      FILES_DIR,
      ...(hasKey ? [KEY_FILE] : []),
    ];
    const present = current.filter((name) => fs.existsSync(path.join(dataDir, name)));
    let replaced: string | null = null;
    if (present.length > 0) {
      replaced = path.join(
        dataDir,
        'backups',
        `replaced-${archiveName().replace(/^innoweb-|\.tar\.gz$/g, '')}`,
      );
      fs.mkdirSync(replaced, { recursive: true, mode: 0o700 });
      for (const name of present) fs.renameSync(path.join(dataDir, name), path.join(replaced, name));
    }
    for (const name of [DATABASE_FILE, FILES_DIR, ...(hasKey ? [KEY_FILE] : [])])
      fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    return { manifest, replaced };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
