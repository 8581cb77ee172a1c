import { sql, type Kysely } from 'kysely';

type Row = 'new' | 'demand_items';

/**
 * SQLite: the items' text index, a contentless FTS5 table `demand_search (terms, state)` kept by
 * triggers on every insert, delete and update of an item's id, park, words, state or kind, and
 * filled with the items that exist. `values` gives a row's rowid, terms and state.
 */
export async function createSearchIndex(db: Kysely<unknown>, values: (row: Row) => string) {
  // contentless_delete (SQLite ≥ 3.43): a row is deleted by its rowid without its old text.
  await sql`create virtual table demand_search using fts5(terms, state,
      content = '', contentless_delete = 1, tokenize = 'ascii')`.execute(db);
  const columns = sql.raw('rowid, terms, state');
  const row = (r: Row) => sql.raw(values(r));
  await sql`create trigger demand_items_search_insert after insert on demand_items begin
      insert into demand_search (${columns}) values (${row('new')});
    end`.execute(db);
  await sql`create trigger demand_items_search_delete after delete on demand_items begin
      delete from demand_search where rowid = old.id;
    end`.execute(db);
  await sql`create trigger demand_items_search_update
      after update of id, tenant_id, search, status, kind on demand_items begin
      delete from demand_search where rowid = old.id;
      insert into demand_search (${columns}) values (${row('new')});
    end`.execute(db);
  await sql`insert into demand_search (${columns}) select ${row('demand_items')} from demand_items`.execute(db);
}
