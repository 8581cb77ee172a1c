import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './database.js';
import { modules } from '../modules/index.js';
import { orderMigrations, type MigrationPreference, type MigrationSource, type NamedMigration } from './migration-order.js';
import { foundation } from './migrations/0001_foundation.js';
import { accounts } from './migrations/0002_accounts.js';
import { permissions } from './migrations/0010_permissions.js';
import { operationLog } from './migrations/0016_operation_log.js';
import { publishHistory } from './migrations/publish_history.js';
import { operationLogModule } from './migrations/operation_log_module.js';
import { seeingOnlySchema, tablesOfSchema } from './own-schema.js';

/** The core's migrations (`core/<name>`); each module brings its own (server/kit/module.ts). */
export const CORE: MigrationSource = {
  name: 'core',
  migrations: {
    foundation: { ...foundation, formerly: '0001_foundation' },
    accounts: { ...accounts, formerly: '0002_accounts' },
    permissions: { ...permissions, formerly: '0010_permissions' },
    operation_log: { ...operationLog, formerly: '0016_operation_log' },
    publish_history: publishHistory,
    operation_log_module: operationLogModule,
  },
};

/** Kysely's record of the migrations that ran. */
const MIGRATION_TABLE = 'kysely_migration';

/** Every migration in the order it runs (server/db/migration-order.ts). Names are permanent: they are recorded in the database. */
export function allMigrations(prefer: MigrationPreference = 'alphabetical'): readonly NamedMigration[] {
  return orderMigrations(CORE, modules, prefer);
}

/** Kysely's migrations of the given ones, for its Migrator. */
function asMigrations(database: Database, named: readonly NamedMigration[]): Record<string, Migration> {
  const { dialect } = database;
  return Object.fromEntries(
    named.map(({ name, migration: m }) => [
      name,
      {
        up: (db) => m.up(db, dialect),
        ...(m.down ? { down: (db: Parameters<Migration['up']>[0]) => m.down!(db, dialect) } : {}),
      },
    ]),
  );
}

/**
 * On PostgreSQL the migrator must be told its schema: otherwise it finds the migration tables of
 * any schema on the search path's server and skips creating its own.
 */
async function migrationSchema(database: Database): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema;
}

/** Kysely's record of the migrations that ran, in the migrator's schema. */
const recordsIn = (database: Database, schema: string | undefined) =>
  (schema ? database.db.withSchema(schema) : database.db) as unknown as Kysely<{ kysely_migration: { name: string } }>;

/** Whether the record exists yet (not before the first migration of a new database). */
async function hasRecords(database: Database, schema: string | undefined): Promise<boolean> {
  const tables = schema
    ? await tablesOfSchema(database.db, schema)
    : await database.db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((t) => t.name === MIGRATION_TABLE);
}

/**
 * A database migrated when migrations were numbered in one sequence recorded `0006_appeals`; the
 * same migration is `appeal/appeals` now. Its record is renamed, so it does not run again.
 */
async function renameFormerRecords(database: Database, schema: string | undefined, ordered: readonly NamedMigration[]): Promise<void> {
  await recordsIn(database, schema)
    .transaction()
    .execute(async (trx) => {
      for (const { name, migration } of ordered) {
        if (!migration.formerly) continue;
        await trx.updateTable(MIGRATION_TABLE).set({ name }).where('name', '=', migration.formerly).execute();
      }
    });
}

async function recordedNames(database: Database, schema: string | undefined): Promise<Set<string>> {
  return new Set((await recordsIn(database, schema).selectFrom(MIGRATION_TABLE).select('name').execute()).map((r) => r.name));
}

/**
 * The pending migrations cut into runs Kysely's Migrator can make: it runs pending migrations in
 * their names' order, so each run holds consecutive migrations of the dependency order whose
 * names also sort that way.
 */
function runsOf(pending: readonly NamedMigration[]): NamedMigration[][] {
  const runs: NamedMigration[][] = [];
  for (const m of pending) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.name < m.name) run.push(m);
    else runs.push([m]);
  }
  return runs;
}

/**
 * Runs what has not run yet, in the dependency order (server/db/migration-order.ts), each run under
 * Kysely's migration lock and, where the dialect allows, in one transaction.
 */
export async function migrateToLatest(database: Database, prefer: MigrationPreference = 'alphabetical'): Promise<string[]> {
  const migrationTableSchema = await migrationSchema(database);
  const ordered = allMigrations(prefer);
  const existing = await hasRecords(database, migrationTableSchema);
  if (existing) await renameFormerRecords(database, migrationTableSchema, ordered);
  const recorded = existing ? await recordedNames(database, migrationTableSchema) : new Set<string>();
  const ran: string[] = [];
  for (const run of runsOf(ordered.filter((m) => !recorded.has(m.name)))) {
    const migrator = new Migrator({
      db: migrationTableSchema ? seeingOnlySchema(database.db, migrationTableSchema) : database.db,
      // Asked inside the migration lock: what has run by then, plus this run. On PostgreSQL another
      // server starting on the same database may have run some meanwhile (scale-out), so the record
      // is read again there: a list made before the lock would miss them and Kysely would call them
      // missing. Kysely made the record before taking its lock, so it is there to read. SQLite's one
      // connection is the lock's while it is held, and one process owns the file.
      provider: {
        getMigrations: async () => {
          const executed =
            database.dialect === 'postgres'
              ? await recordedNames(database, migrationTableSchema)
              : new Set([...recorded, ...ran]);
          const done = ordered.filter((m) => executed.has(m.name) && !run.includes(m));
          return asMigrations(database, [...done, ...run]);
        },
      },
      // A module added later may come before migrations that already ran: it depends on none of them.
      allowUnorderedMigrations: true,
      ...(migrationTableSchema ? { migrationTableSchema } : {}),
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    ran.push(...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName));
  }
  return ran;
}
