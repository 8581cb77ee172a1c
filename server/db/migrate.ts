import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import { modules } from '../modules/index.js';
import type { PortableMigration } from './migrations/helpers.js';
import { foundation } from './migrations/0001_foundation.js';
import { accounts } from './migrations/0002_accounts.js';
import { permissions } from './migrations/0010_permissions.js';
import { operationLog } from './migrations/0016_operation_log.js';
import { publishHistory } from './migrations/0023_publish_history.js';

/** The core's migrations; each module brings its own (server/kit/module.ts). */
const CORE: Readonly<Record<string, PortableMigration>> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0010_permissions': permissions,
  '0016_operation_log': operationLog,
  '0023_publish_history': publishHistory,
};

/** Every migration, in name order. Names are permanent: they are recorded in the database. */
export function allMigrations(): ReadonlyArray<[string, PortableMigration]> {
  const all: [string, PortableMigration][] = Object.entries(CORE);
  for (const module of modules) {
    for (const entry of Object.entries(module.migrations ?? {})) {
      if (all.some(([name]) => name === entry[0])) throw new Error(`migration ${entry[0]} is declared twice`);
      all.push(entry);
    }
  }
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly database: Database) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const { dialect } = this.database;
    return Object.fromEntries(
      allMigrations().map(([name, m]) => [
        name,
        {
          up: (db) => m.up(db, dialect),
          ...(m.down ? { down: (db: Parameters<Migration['up']>[0]) => m.down!(db, dialect) } : {}),
        },
      ]),
    );
  }
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

export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrationTableSchema = await migrationSchema(database);
  const migrator = new Migrator({
    db: database.db,
    provider: new StaticProvider(database),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
