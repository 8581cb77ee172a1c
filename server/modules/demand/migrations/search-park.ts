import { sql, type Kysely } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * SQLite: the text index names each word with its park, and with its park and state, in the
 * word's own token (`p<park>x<word>`, `p<park>s<state>x<word>`), instead of beside the words: a
 * search of one park's published items reads only its words' short lists, where the park's and
 * the state's tokens (held by every item) had lists of the whole park to step through. `state`
 * keeps the kind. PostgreSQL's index is left as it is (its rows are filtered by their columns).
 */
export const searchPark: PortableMigration = {
  async up(db, dialect) {
    if (dialect === 'sqlite') await db.transaction().execute((trx) => rebuild(trx));
  },
};

/** A row's tokens, from its `search` (the words' tokens, space-separated: terms.ts). */
function tokens(row: 'new' | 'demand_items') {
  const prefixed = (prefix: string) => `(${prefix} || replace(${row}.search, ' ', ' ' || ${prefix}))`;
  const park = `'p' || ${row}.tenant_id || 'x'`;
  const parkState = `'p' || ${row}.tenant_id || 's' || lower(${row}.status) || 'x'`;
  return `case when ${row}.search = '' then '' else ${prefixed(park)} || ' ' || ${prefixed(parkState)} end`;
}

async function rebuild(db: Kysely<unknown>) {
  for (const trigger of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.raw(`demand_items_search_${trigger}`)}`.execute(db);
  await sql`drop table demand_search`.execute(db);
  // contentless_delete (SQLite ≥ 3.43): a row is deleted by its rowid without its old text.
  await sql`create virtual table demand_search using fts5(terms, state,
      content = '', contentless_delete = 1, tokenize = 'ascii')`.execute(db);
  const columns = sql.raw('rowid, terms, state');
  const values = (row: 'new' | 'demand_items') => sql.raw(`${row}.id, ${tokens(row)}, 'k' || lower(${row}.kind)`);
  await sql`create trigger demand_items_search_insert after insert on demand_items begin
      insert into demand_search (${columns}) values (${values('new')});
    end`.execute(db);
  await sql`create trigger demand_items_search_delete after delete on demand_items begin
      delete from demand_search where rowid = old.id;
    end`.execute(db);
  await sql`create trigger demand_items_search_update
      after update of id, tenant_id, search, status, kind on demand_items begin
      delete from demand_search where rowid = old.id;
      insert into demand_search (${columns}) values (${values('new')});
    end`.execute(db);
  await sql`insert into demand_search (${columns}) select ${values('demand_items')} from demand_items`.execute(db);
}
