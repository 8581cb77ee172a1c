import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_TENANT } from '../../common/tenant.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { countOrgs, DEMO_TENANTS, ensureOrgCount, refreshDerived, seedIfEmpty } from '../db/seed/index.js';
import { seedFiles } from '../kit/attachments/seed-files.js';

/**
 * `npm run seed [-- --orgs N]`: migrates, seeds the demo into an empty database, and with --orgs
 * grows the default park to N organisations (the 100 000-org benchmark park). Safe to re-run.
 */
const USAGE = 'usage: npm run seed [-- --orgs N]   (N: organisations the default park should have)';

function parseOrgs(argv: string[]): number | undefined {
  const { values } = parseArgs({
    args: argv,
    options: { orgs: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.orgs === undefined) return undefined;
  const orgs = Number(values.orgs);
  if (!/^\d+$/.test(values.orgs) || !Number.isSafeInteger(orgs)) {
    throw new Error(`--orgs must be a whole number, got "${values.orgs}"`);
  }
  return orgs;
}

let orgs: number | undefined;
try {
  orgs = parseOrgs(process.argv.slice(2));
} catch (error) {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(2);
}

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const config = loadConfig();
const database = openDatabase({
  url: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'innoweb.db'),
});
try {
  console.log(
    `database: ${database.dialect === 'postgres' ? 'PostgreSQL' : path.join(config.dataDir, 'innoweb.db')}`,
  );
  const migrations = await migrateToLatest(database);
  console.log(
    migrations.length > 0 ? `migrations applied: ${migrations.join(', ')}` : 'migrations: up to date',
  );

  const seededAt = performance.now();
  const seeded = await seedIfEmpty(database.db, { files: seedFiles(config.dataDir) });
  console.log(seeded ? `demo seeded in ${seconds(seededAt)}` : 'demo: already seeded, left as it is');

  if (orgs !== undefined) {
    const growingAt = performance.now();
    const added = await ensureOrgCount(database.db, DEFAULT_TENANT.id, orgs);
    console.log(
      added > 0
        ? `tenant ${DEFAULT_TENANT.id}: added ${added} orgs in ${seconds(growingAt)}`
        : `tenant ${DEFAULT_TENANT.id}: already has at least ${orgs} orgs, none added`,
    );
    if (added > 0) {
      const refreshingAt = performance.now();
      const rows = await refreshDerived(database.db, DEFAULT_TENANT.id);
      console.log(
        `tenant ${DEFAULT_TENANT.id}: derived data refreshed (${rows} rows) in ${seconds(refreshingAt)}`,
      );
    }
  }

  for (const tenant of DEMO_TENANTS) {
    console.log(`tenant ${tenant.id} ${tenant.fullname}: ${await countOrgs(database.db, tenant.id)} orgs`);
  }
  console.log(`done in ${seconds(started)}`);
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
