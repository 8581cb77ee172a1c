import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import { inOneTransaction, type PortableMigration } from '../../../db/migrations/helpers.js';
import { createSearchIndex } from './search-index.js';

/**
 * The text index of the items (search.ts), on both databases:
 *
 * - `demand_items.search`: the item's words (terms.ts) as tokens (terms.ts), written with the
 *   item in the same statement;
 * - SQLite: a contentless FTS5 table `demand_search (terms, state)` kept by triggers on every
 *   insert, delete and update of the words, park, state or kind; `state` holds `t<park> s<state>
 *   k<kind>`, so a search's total is counted in the index alone;
 * - PostgreSQL: a generated tsvector of the same tokens with a GIN index;
 * - both: the park's published items newest first (tenant_id, status, published_at, id), the page
 *   of a search matching many items is read along it.
 */
export const search: PortableMigration = inOneTransaction(create);

async function create(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema.alterTable('demand_items').addColumn('search', 'text', (c) => c.notNull().defaultTo('')).execute();
  await backFill(db, dialect);
  if (dialect === 'sqlite') await sqliteIndex(db);
  else await postgresIndex(db);
  await db.schema
    .createIndex('demand_items_published')
    .on('demand_items')
    .columns(['tenant_id', 'status', 'published_at', 'id'])
    .execute();
}

/** The items that exist already get their words from the terms table, as terms.ts writes them. */
async function backFill(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'sqlite')
    await sql`update demand_items set search = coalesce((select group_concat(lower(hex(t.term)), ' ')
        from demand_terms t where t.item_id = demand_items.id), '')`.execute(db);
  else
    await sql`update demand_items set search = w.tokens from (select item_id,
        string_agg(encode(convert_to(term, 'UTF8'), 'hex'), ' ') as tokens from demand_terms group by item_id) w
      where w.item_id = demand_items.id`.execute(db);
}

async function sqliteIndex(db: Kysely<unknown>) {
  await createSearchIndex(
    db,
    (row) => `${row}.id, ${row}.search, 't' || ${row}.tenant_id || ' s' || lower(${row}.status) || ' k' || lower(${row}.kind)`,
  );
}

async function postgresIndex(db: Kysely<unknown>) {
  await sql`alter table demand_items add column search_vector tsvector
      generated always as (array_to_tsvector(string_to_array(search, ' '))) stored`.execute(db);
  await sql`create index demand_items_search on demand_items using gin (search_vector)`.execute(db);
}
