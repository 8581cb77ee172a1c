import crypto from 'node:crypto';
import { Migrator, sql, type Migration } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from './migrate.js';
import { orderMigrations } from './migration-order.js';
import { openDatabase, type Database } from './database.js';
import { describeEachDialect, openTestDatabase, type TestDialect } from '../testing/databases.js';
import { insertTwoTenants } from '../testing/fixtures.js';

/** An empty database of the dialect, not migrated. */
async function openEmpty(dialect: TestDialect): Promise<Database & { dispose(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    return { ...database, dispose: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ url, pgSchema: schema });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/**
 * What a numbered migration did then that a module's migration does now: the departments table,
 * created by 0006_appeals until the organisation chart took it (orgchart/departments).
 */
const MOVED_OUT: Readonly<Record<string, string>> = { '0006_appeals': 'orgchart/departments' };

/**
 * Migrates as the server did while migrations were numbered in one global sequence: every
 * migration under its former name, run in that name's order, recorded so.
 */
async function migrateTheFormerWay(database: Database): Promise<void> {
  // Migrations added since have no former name: they never ran that way.
  const all = allMigrations();
  const former = all.map(({ migration }) => migration).filter((m) => m.formerly);
  const migrations: Record<string, Migration> = {};
  for (const m of former) {
    const moved = all.find((n) => n.name === MOVED_OUT[m.formerly!])?.migration;
    migrations[m.formerly!] = {
      up: async (db) => {
        await moved?.up(db, database.dialect);
        await m.up(db, database.dialect);
      },
    };
  }
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

const recorded = async (database: Database) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((r) => r.name);

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on postgres, started by two processes at once', () => {
  it('build one empty database once when two servers start on it together (scale-out)', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const [a, b] = [openDatabase({ url, pgSchema: schema }), openDatabase({ url, pgSchema: schema })];
    try {
      const [ranA, ranB] = await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
      const everything = allMigrations().map((m) => m.name);
      expect([...ranA, ...ranB].sort()).toEqual([...everything].sort());
      expect(await recorded(a)).toEqual([...everything].sort());
      expect(await migrateToLatest(b)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});

describeEachDialect('migrations on %s', (dialect) => {
  it('migrate databases side by side, each with its own migration record, and run once', async () => {
    const [a, b] = await Promise.all([openTestDatabase(dialect), openTestDatabase(dialect)]);
    try {
      for (const database of [a, b]) {
        const tables = (await database.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['tenants', 'tenant_hosts', 'parks', 'orgs', 'users', 'roles', 'user_roles', 'sessions', 'attachments', 'org_applications', 'audit_logs', 'sso_apps', 'page_views']));
        expect(await migrateToLatest(database)).toEqual([]);
      }
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  it('take a database migrated under the former global numbers as it is: nothing runs again, the records take the modules’ names', async () => {
    const database = await openEmpty(dialect);
    try {
      await migrateTheFormerWay(database);
      expect(await recorded(database)).toContain('0006_appeals');
      await insertTwoTenants(database.db);

      // Only what was added since the numbering ended runs.
      const added = allMigrations().filter((m) => !m.migration.formerly);
      expect(await migrateToLatest(database)).toEqual(added.map((m) => m.name));
      expect(await recorded(database)).toEqual(allMigrations().map((m) => m.name).sort());
      expect(await recorded(database)).toContain('appeal/appeals');
      // The departments the appeal migration made then are the organisation chart's now, as they were.
      expect(await recorded(database)).toContain('orgchart/departments');
      // The park's data is where it was: no table was dropped and made again.
      expect(await database.db.selectFrom('tenants').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await database.dispose();
    }
  });

  it('build a new database in any order the declared dependencies allow', async () => {
    const database = await openEmpty(dialect);
    try {
      const ran = await migrateToLatest(database, 'reversed');
      expect(ran).toEqual(allMigrations('reversed').map((m) => m.name));
      expect(ran.indexOf('appeal/appeals')).toBeGreaterThan(ran.indexOf('orgchart/departments'));
      expect(ran.indexOf('orgchart/orgchart')).toBeGreaterThan(ran.indexOf('orgchart/departments'));
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});

describe('the migration order', () => {
  const noop = { up: async () => undefined };
  const core = { name: 'core', migrations: { base: noop } };

  it('names each migration after its module and runs it after the core and what it declares', () => {
    const order = orderMigrations(core, [
      { name: 'b', migrations: { one: { ...noop, after: ['a/one'] }, two: noop } },
      { name: 'a', migrations: { one: noop } },
    ]);
    expect(order.map((m) => m.name)).toEqual(['core/base', 'a/one', 'b/one', 'b/two']);
  });

  it('refuses a dependency no module declares, a circle and a name declared twice', () => {
    expect(() => orderMigrations(core, [{ name: 'a', migrations: { one: { ...noop, after: ['z/none'] } } }])).toThrow(/requires z\/none/);
    expect(() =>
      orderMigrations(core, [
        { name: 'a', migrations: { one: { ...noop, after: ['b/one'] } } },
        { name: 'b', migrations: { one: { ...noop, after: ['a/one'] } } },
      ]),
    ).toThrow(/circle/);
    expect(() => orderMigrations(core, [{ name: 'a', migrations: { one: noop } }, { name: 'a', migrations: { one: noop } }])).toThrow(/twice/);
  });

  it('keeps every numbered migration under its former name, once', () => {
    const former = allMigrations().flatMap((m) => (m.migration.formerly ? [m.migration.formerly] : []));
    expect(former.length).toBeGreaterThan(20);
    expect(former.every((name) => /^\d{4}_[a-z_]+$/.test(name))).toBe(true);
    expect(new Set(former).size).toBe(former.length);
  });
});
