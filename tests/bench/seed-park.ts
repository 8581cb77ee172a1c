import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.js';

export type SeedStatus = 'seeded' | 'reused' | 'skipped: BENCH_ORGS=0' | 'skipped: no seed CLI';

export interface SeedOutcome {
  status: SeedStatus;
  /** Organisations of the benchmark park; null when not seeded here (the server's demo size). */
  orgs: number | null;
  ms: number | null;
}

const SEED_CLI = 'server/cli/seed.ts';
/** Written after a successful seed, so a reused BENCH_DATA_DIR is not seeded again. */
const MARKER = '.bench-seed.json';

interface Marker {
  orgs: number;
  database: string;
}

function readMarker(dataDir: string): Marker | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, MARKER), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

function runSeedCli(orgs: number, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SEED_CLI, '--orgs', String(orgs)], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`seed CLI exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/**
 * Builds the benchmark park before the server starts, so the server's own seed-if-empty finds a
 * full database and start-up time is measured without seeding in it.
 */
export async function seedPark(options: {
  dataDir: string;
  reusable: boolean;
  orgs: number;
  /** What the marker remembers the database by: 'sqlite' or the redacted URL. */
  database: string;
  env: NodeJS.ProcessEnv;
}): Promise<SeedOutcome> {
  const { dataDir, orgs } = options;
  if (orgs === 0) return { status: 'skipped: BENCH_ORGS=0', orgs: null, ms: null };
  if (!fs.existsSync(path.join(REPO_ROOT, SEED_CLI)))
    return { status: 'skipped: no seed CLI', orgs: null, ms: null };

  const marker = options.reusable ? readMarker(dataDir) : null;
  if (marker && marker.orgs === orgs && marker.database === options.database)
    return { status: 'reused', orgs, ms: null };

  const started = performance.now();
  await runSeedCli(orgs, options.env);
  const ms = performance.now() - started;
  fs.writeFileSync(
    path.join(dataDir, MARKER),
    JSON.stringify({ orgs, database: options.database } satisfies Marker),
  );
  return { status: 'seeded', orgs, ms };
}
