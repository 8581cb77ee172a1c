import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A park's data version: a table of one counter per tenant, bumped by triggers on every insert,
 * update and delete of the tables a list reads, in the transaction that writes (an update bumps
 * the tenants of the old rows and of the new ones: a row may move to another tenant). Lists keep
 * their answers per version (server/kit/versioned-memo.ts), so a write by any process is seen by
 * the next read.
 *
 * - SQLite: row triggers `<table>_<triggers>_insert`, `_delete` and `_update`.
 * - PostgreSQL: statement triggers `<table>_<triggers>_<event>_<new|old>` calling one function,
 *   so a bulk write bumps each tenant once, not once per row (per-row updates of one row inside
 *   one transaction get slower with every update).
 */
export interface VersionCounter {
  /** The counter table: `tenant_id` (its key) and `version`. */
  table: string;
  /** The tables whose writes bump it, each with a `tenant_id` column. */
  watch: readonly string[];
  /** The triggers' names: `<watched table>_<triggers>_<event>`. */
  triggers: string;
  /** PostgreSQL: the triggers' function. */
  bump: string;
  /** PostgreSQL: a channel notified (at commit) of every bump, for servers that LISTEN. */
  notify?: string;
  /**
   * SQLite: statements a watched table's insert or delete trigger runs before its bump (a text
   * index kept by the same triggers).
   */
  sqliteFirst?: Readonly<Record<string, { insert?: string; delete?: string }>>;
}

/** Creates the counter table and its triggers. */
export async function createVersionCounter(db: Kysely<unknown>, dialect: Dialect, counter: VersionCounter) {
  await db.schema
    .createTable(counter.table)
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  if (dialect === 'sqlite') await sqliteTriggers(db, counter);
  else await postgresTriggers(db, counter);
}

/** Version 1 for every tenant holding rows of `table` already (a counter added to existing data). */
export async function fillVersionCounter(db: Kysely<unknown>, counter: VersionCounter, table: string) {
  await sql`insert into ${sql.raw(counter.table)} (tenant_id, version) select distinct tenant_id, 1 from ${sql.raw(table)}`.execute(
    db,
  );
}

async function sqliteTriggers(db: Kysely<unknown>, counter: VersionCounter) {
  const bump = (row: 'new' | 'old') =>
    `insert into ${counter.table} (tenant_id, version) values (${row}.tenant_id, 1)
      on conflict (tenant_id) do update set version = version + 1;`;
  for (const table of counter.watch) {
    const first = counter.sqliteFirst?.[table];
    const triggers: Array<readonly [event: string, statements: Array<string | undefined>]> = [
      ['insert', [first?.insert, bump('new')]],
      ['delete', [first?.delete, bump('old')]],
      ['update', [bump('old'), bump('new')]],
    ];
    for (const [event, statements] of triggers) {
      const body = statements.filter((s) => s !== undefined).join('\n      ');
      await sql`create trigger ${sql.raw(`${table}_${counter.triggers}_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)} begin
      ${sql.raw(body)}
    end`.execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>, counter: VersionCounter) {
  const notify = counter.notify ? `\n      perform pg_notify('${counter.notify}', '');` : '';
  await sql`create or replace function ${sql.raw(counter.bump)}() returns trigger language plpgsql as $$
    begin
      insert into ${sql.raw(counter.table)} as v (tenant_id, version)
        select distinct tenant_id, 1 from changed
        on conflict (tenant_id) do update set version = v.version + 1;${sql.raw(notify)}
      return null;
    end $$`.execute(db);
  for (const table of counter.watch) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['update', 'old'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_${counter.triggers}_${event}_${rows}`)} after ${sql.raw(event)} on ${sql.raw(table)}
        referencing ${sql.raw(rows)} table as changed
        for each statement execute function ${sql.raw(counter.bump)}()`.execute(db);
    }
  }
}
