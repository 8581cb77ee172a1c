import path from 'node:path';
import { loadConfig } from '../config.js';
import { DatabaseInUseError, restoreDataDir } from '../lib/backup/restore.js';
import { positionalArgs } from './positionals.js';

/**
 * `npm run restore -- <archive>`: puts a backup made by `npm run backup` back into DATA_DIR. The
 * server must be stopped; the data it replaces is kept in DATA_DIR/backups/replaced-….
 */
const USAGE = 'usage: npm run restore -- <archive.tar.gz>   (stop the server first)';

function archiveOf(argv: string[]): string {
  const positionals = positionalArgs(argv, USAGE);
  if (positionals.length !== 1) throw new Error('give the archive to restore');
  return path.resolve(positionals[0]!);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'restore: DATABASE_URL is set, so the data lives in PostgreSQL, which this command does not write.\n' +
      'Restore it with pg_restore, and DATA_DIR/files with it.',
  );
  process.exit(1);
}

let archive: string;
try {
  archive = archiveOf(process.argv.slice(2));
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(2);
}

try {
  const { manifest, replaced } = await restoreDataDir(config.dataDir, archive);
  console.log(
    `restore: ${config.dataDir} now holds the backup of ${manifest.createdAt} (${manifest.files} files)`,
  );
  if (replaced) console.log(`restore: the data it replaced is in ${replaced}`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof DatabaseInUseError ? `restore refused: ${message}` : `restore failed: ${message}`,
  );
  process.exitCode = 1;
}
