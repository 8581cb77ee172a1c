import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { tempDataDir } from '../../support/server-process.js';

/** The server's database in its DATA_DIR (server/main.ts). */
const DATABASE_FILE = 'innoweb.db';
/** The stored files in its DATA_DIR: the demo's photos are seeded there. */
const FILES = 'files';

const copyFiles = (from: string, to: string) => {
  if (fs.existsSync(path.join(from, FILES))) fs.cpSync(path.join(from, FILES), path.join(to, FILES), { recursive: true });
};

/**
 * The run's seeded data, kept once: a copy of the database (and stored files) of the run's server taken as it
 * started (migrated, the demo seeded), before any spec wrote to it. Each spec's own server starts
 * from a copy of it (E2E_SEEDED_DIR names it to the specs) instead of seeding the demo again.
 */
export function keepSeededData(dataDir: string): string {
  const dir = tempDataDir('innoweb-e2e-seeded-');
  const source = new SQLite(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
  try {
    // A consistent copy of the live database, write-ahead log included.
    source.prepare('VACUUM INTO ?').run(path.join(dir, DATABASE_FILE));
  } finally {
    source.close();
  }
  copyFiles(dataDir, dir);
  return dir;
}

/** A new DATA_DIR: with a copy of the run's seeded database when there is one (E2E_SEEDED_DIR). */
export function seededDataDir(prefix: string, seeded = process.env.E2E_SEEDED_DIR): string {
  const dir = tempDataDir(prefix);
  const file = seeded && path.join(seeded, DATABASE_FILE);
  if (seeded && file && fs.existsSync(file)) {
    fs.copyFileSync(file, path.join(dir, DATABASE_FILE));
    copyFiles(seeded, dir);
  }
  return dir;
}

/**
 * Own servers still running when the run ends: a spec's worker that timed out is killed with no
 * time to stop the server it started. Each own server is listed (its pid, its data) in the folder
 * E2E_OWN_SERVERS while it runs; the run stops whatever is left there and removes its data.
 */
export const ownServerList = {
  add(pid: number, dataDir: string, dir = process.env.E2E_OWN_SERVERS): void {
    if (dir) fs.writeFileSync(path.join(dir, String(pid)), dataDir);
  },
  remove(pid: number, dir = process.env.E2E_OWN_SERVERS): void {
    if (dir) fs.rmSync(path.join(dir, String(pid)), { force: true });
  },
  stopAll(dir: string): void {
    for (const name of fs.readdirSync(dir)) {
      try {
        process.kill(Number(name), 'SIGKILL');
      } catch {
        // Already gone.
      }
      fs.rmSync(fs.readFileSync(path.join(dir, name), 'utf8'), { recursive: true, force: true });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  },
};
