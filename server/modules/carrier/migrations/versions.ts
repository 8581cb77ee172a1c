import { sql, type Kysely } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * carrier_versions: one counter per park, bumped by triggers on every write to carriers, spaces,
 * residents and parks (the lists show park names), in the transaction of the write. The public
 * carrier and space lists are kept per version (memo.ts): a write by any process, the seed's
 * included, changes the key the next read looks for, so nothing stale is served.
 */
const TABLES = ['carrier_carriers', 'carrier_resources', 'carrier_residents', 'parks'] as const;

async function sqliteTriggers(db: Kysely<unknown>) {
  const bump = (row: 'new' | 'old') =>
    sql.raw(`insert into carrier_versions (tenant_id, version) values (${row}.tenant_id, 1)
      on conflict (tenant_id) do update set version = version + 1;`);
  for (const table of TABLES) {
    const name = (event: string) => sql.raw(`${table}_carrier_version_${event}`);
    const on = sql.raw(table);
    await sql`create trigger ${name('insert')} after insert on ${on} begin ${bump('new')} end`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${on} begin ${bump('old')} end`.execute(db);
    await sql`create trigger ${name('update')} after update on ${on} begin ${bump('old')} ${bump('new')} end`.execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>) {
  // Statement-level: a bulk insert bumps each park's counter once, not once per row.
  await sql`create or replace function carrier_version_bump() returns trigger language plpgsql as $$
    begin
      insert into carrier_versions as v (tenant_id, version)
        select distinct tenant_id, 1 from changed
        on conflict (tenant_id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  for (const table of TABLES)
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['update', 'old'],
      ['delete', 'old'],
    ] as const)
      await sql`create trigger ${sql.raw(`${table}_carrier_version_${event}_${rows}`)} after ${sql.raw(event)} on ${sql.raw(table)}
        referencing ${sql.raw(rows)} table as changed
        for each statement execute function carrier_version_bump()`.execute(db);
}

export const versions: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('carrier_versions')
      .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    if (dialect === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
  },
};
