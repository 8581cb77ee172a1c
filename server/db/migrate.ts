import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import type { PortableMigration } from './migrations/helpers.js';
import { foundation } from './migrations/0001_foundation.js';
import { accounts } from './migrations/0002_accounts.js';
import { notices } from './migrations/0003_notices.js';
import { orgSearch } from './migrations/0004_org_search.js';
import { userProfile } from './migrations/0005_user_profile.js';
import { appeals } from './migrations/0006_appeals.js';
import { policy } from './migrations/0007_policy.js';
import { declarations } from './migrations/0008_declare.js';

/** Every migration, in order. Names are permanent: they are recorded in the database. */
const MIGRATIONS: ReadonlyArray<[string, PortableMigration]> = [
  ['0001_foundation', foundation],
  ['0002_accounts', accounts],
  ['0003_notices', notices],
  ['0004_org_search', orgSearch],
  ['0005_user_profile', userProfile],
  ['0006_appeals', appeals],
  ['0007_policy', policy],
  ['0008_declare', declarations],
];

class StaticProvider implements MigrationProvider {
  constructor(private readonly database: Database) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const { dialect } = this.database;
    return Object.fromEntries(
      MIGRATIONS.map(([name, m]) => [
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
