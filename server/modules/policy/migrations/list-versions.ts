import { sql, type Kysely } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * policy_list_versions: one counter per park, bumped by triggers on every insert, update and
 * delete of policies (a view or a match counted on a policy too: the list shows and sorts by
 * them), in the transaction that writes. The policy list keeps its answers per version
 * (server/modules/policy/list-memo.ts). On PostgreSQL the triggers are per statement, so a bulk
 * write bumps each park once.
 */
export const listVersions: PortableMigration = {
  async up(db, dialect) {
    if (dialect === 'sqlite') await db.transaction().execute((trx) => create(trx, true));
    else await create(db, false);
  },
};

async function create(db: Kysely<unknown>, sqlite: boolean) {
  await db.schema
    .createTable('policy_list_versions')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into policy_list_versions (tenant_id, version) select distinct tenant_id, 1 from policies`.execute(db);
  if (sqlite) {
    const bump = (row: 'new' | 'old') =>
      sql.raw(`insert into policy_list_versions (tenant_id, version) values (${row}.tenant_id, 1)
        on conflict (tenant_id) do update set version = version + 1;`);
    await sql`create trigger policies_list_insert after insert on policies begin ${bump('new')} end`.execute(db);
    await sql`create trigger policies_list_delete after delete on policies begin ${bump('old')} end`.execute(db);
    await sql`create trigger policies_list_update after update on policies begin
        ${bump('old')}
        ${bump('new')}
      end`.execute(db);
    return;
  }
  await sql`create or replace function policy_list_bump() returns trigger language plpgsql as $$
    begin
      insert into policy_list_versions as v (tenant_id, version)
        select distinct tenant_id, 1 from changed
        on conflict (tenant_id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  for (const [event, rows] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['update', 'old'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`policies_list_${event}_${rows}`)} after ${sql.raw(event)} on policies
      referencing ${sql.raw(rows)} table as changed
      for each statement execute function policy_list_bump()`.execute(db);
  }
}
