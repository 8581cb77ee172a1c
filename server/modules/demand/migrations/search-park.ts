import { sql, type Kysely } from 'kysely';
import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { createSearchIndex } from './search-index.js';

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
  await createSearchIndex(db, (row) => `${row}.id, ${tokens(row)}, 'k' || lower(${row}.kind)`);
}
