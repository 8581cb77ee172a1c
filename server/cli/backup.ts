import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { archiveName, backupDataDir } from '../lib/backup/backup.js';
import { positionalArgs } from './positionals.js';

/**
 * `npm run backup [-- <archive or folder>]`: a consistent snapshot of the SQLite database plus the
 * uploaded files of DATA_DIR, into DATA_DIR/backups/innoweb-YYYYMMDD-HHMMSS.tar.gz by default.
 * Safe while the server runs. PostgreSQL (DATABASE_URL) is backed up with its own tools.
 */
const USAGE = 'usage: npm run backup [-- <archive.tar.gz | folder>]   (default: DATA_DIR/backups/)';

function destination(argv: string[], dataDir: string): string {
  const positionals = positionalArgs(argv, USAGE);
  if (positionals.length > 1) throw new Error('give at most one archive or folder');
  const target = positionals[0];
  if (target === undefined) return path.join(dataDir, 'backups', archiveName());
  const resolved = path.resolve(target);
  const isFolder = target.endsWith('/') || (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory());
  return isFolder ? path.join(resolved, archiveName()) : resolved;
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'backup: DATABASE_URL is set, so the data lives in PostgreSQL, which this command does not copy.\n' +
      'Back it up with pg_dump (e.g. pg_dump -Fc "$DATABASE_URL" > innoweb.dump) and copy DATA_DIR/files with it.',
  );
  process.exit(1);
}

let archive: string;
try {
  archive = destination(process.argv.slice(2), config.dataDir);
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(2);
}

try {
  const started = performance.now();
  const result = await backupDataDir(config.dataDir, archive);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`backup: ${result.archive} (database and ${result.files} files, ${mb} MB, ${seconds} s)`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
