import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import { inOneTransaction, type PortableMigration } from '../../../db/migrations/helpers.js';
import { createVersionCounter, fillVersionCounter, type VersionCounter } from '../../../db/migrations/version-counter.js';

/**
 * What makes the organisation search (v2/org/listEsOrg, countEsOrg) fast on 100 000 orgs:
 *
 * - SQLite: a contentless FTS5 table with the trigram tokenizer over fullname, simplename and
 *   credit_code, kept in sync by triggers. Each value is indexed with two U+001F characters
 *   appended, so every occurrence of a 1- or 2-character term starts some trigram: short terms
 *   (most Chinese searches are two characters) are answered from the index's vocabulary
 *   (org_search_terms) instead of a table scan. See server/modules/org/search-text.ts.
 * - PostgreSQL: pg_trgm GIN indexes on the same columns (ILIKE '%term%' uses them). Where the
 *   extension may not be created, plain btree indexes stand in and substring search scans.
 * - Both: org_search_versions, one counter per tenant bumped by triggers on every write to orgs
 *   and parks, so totals, pages and filter options can be memoised per data version (any process
 *   sees a write at once), and a covering index for the filters in id order.
 */
export const orgSearch: PortableMigration = inOneTransaction(create);

const versions: VersionCounter = {
  table: 'org_search_versions',
  // Lists show park names: a renamed park is a change of its tenant's directory too.
  watch: ['orgs', 'parks'],
  triggers: 'search',
  bump: 'org_search_bump',
  // Servers that LISTEN skip reading the version on every request (server/modules/org/version-watch.ts).
  notify: 'org_search',
};

async function create(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'sqlite') await sqliteSearch(db);
  else await postgresSearch(db);
  await fillVersionCounter(db, versions, 'orgs');

  const indexes: Array<readonly [string, 'orgs' | 'users' | 'org_applications', string[]]> = [
    // Covering for every non-text filter, in id order: SQLite walks it for pages and totals
    // without reading table rows (server/modules/org/search-sqlite.ts).
    [
      'orgs_search_filter',
      'orgs',
      [
        ...'tenant_id id orgtype field_id park_id register_capital setup_date created_at regist_status industry_name sub_park province city county'.split(
          ' ',
        ),
      ],
    ],
    // The portrait's rank within the park and its industry figures.
    ['orgs_tenant_industry_capital', 'orgs', ['tenant_id', 'industry_name', 'register_capital']],
    [
      'orgs_tenant_park_industry_capital',
      'orgs',
      ['tenant_id', 'park_id', 'industry_name', 'register_capital'],
    ],
    // The portrait's linked users and certification history.
    ['users_tenant_org', 'users', ['tenant_id', 'org_id']],
    ['org_applications_org', 'org_applications', ['tenant_id', 'org_id']],
  ];
  if (dialect === 'postgres') {
    // PostgreSQL's planner weighs these itself (ordered scan vs. selective index and sort).
    indexes.push(
      ['orgs_tenant_id', 'orgs', ['tenant_id', 'id']],
      ['orgs_tenant_park_id', 'orgs', ['tenant_id', 'park_id', 'id']],
      ['orgs_tenant_field_id', 'orgs', ['tenant_id', 'field_id', 'id']],
      ['orgs_tenant_status_id', 'orgs', ['tenant_id', 'regist_status', 'id']],
      ['orgs_tenant_subpark_id', 'orgs', ['tenant_id', 'sub_park', 'id']],
      ['orgs_tenant_capital', 'orgs', ['tenant_id', 'register_capital']],
      ['orgs_tenant_setup', 'orgs', ['tenant_id', 'setup_date']],
    );
  }
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
}

async function sqliteSearch(db: Kysely<unknown>) {
  // contentless_delete (SQLite ≥ 3.43): rows can be deleted by rowid without their old text.
  // `tenant` holds '<1>' for tenant 1 (a trigram no other tenant's value contains), so a search
  // without other filters is answered by the index alone (server/modules/org/search-sqlite.ts).
  await sql`create virtual table org_search using fts5(
      fullname, simplename, credit_code, tenant,
      content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(db);
  await sql`create virtual table org_search_terms using fts5vocab(org_search, 'row')`.execute(db);
  // Every occurrence of every trigram: a single character's rows without ORing its trigrams.
  await sql`create virtual table org_search_instances using fts5vocab(org_search, 'instance')`.execute(db);

  const columns = 'rowid, fullname, simplename, credit_code, tenant';
  const values = (row: 'new' | 'orgs') =>
    [
      `${row}.id`,
      ...['fullname', 'simplename', 'credit_code'].map((c) => `${row}.${c} || char(31, 31)`),
      `'<' || ${row}.tenant_id || '>'`,
    ].join(', ');
  const insert = `insert into org_search (${columns}) values (${values('new')});`;
  const remove = 'delete from org_search where rowid = old.id;';

  // The organisations' insert and delete triggers keep the text index too.
  await createVersionCounter(db, 'sqlite', { ...versions, sqliteFirst: { orgs: { insert, delete: remove } } });
  await sql`create trigger orgs_search_update_text
      after update of id, tenant_id, fullname, simplename, credit_code on orgs begin
      ${sql.raw(remove)}
      ${sql.raw(insert)}
    end`.execute(db);

  // Back-fill the organisations that exist already (100 000 take about two seconds).
  await sql`insert into org_search (${sql.raw(columns)}) select ${sql.raw(values('orgs'))} from orgs`.execute(db);
}

async function postgresSearch(db: Kysely<unknown>) {
  await createVersionCounter(db, 'postgres', versions);

  const trgm = await trigramSchema(db);
  for (const column of ['fullname', 'simplename', 'credit_code']) {
    const name = sql.raw(`orgs_${column}_${trgm ? 'trgm' : 'btree'}`);
    if (trgm) {
      await sql`create index ${name} on orgs using gin (${sql.raw(column)} ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(
        db,
      );
    } else {
      // Without pg_trgm only prefix searches can use an index; substring search scans the table.
      await sql`create index ${name} on orgs (${sql.raw(column)} text_pattern_ops)`.execute(db);
    }
  }
}

/**
 * The schema pg_trgm lives in, creating the extension if it may; null where it may not (no
 * contrib package, or no CREATE privilege on the database). The extension goes to `public` when
 * that exists: test databases live in schemas of their own that are dropped with cascade, which
 * must not take the extension (and other schemas' indexes) with them.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const existing = await installed();
  if (existing) return existing;
  const { rows } = await sql<{ available: boolean; creatable: boolean; public: boolean }>`select
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      has_database_privilege(current_database(), 'CREATE') as creatable,
      exists (select 1 from pg_namespace where nspname = 'public') and has_schema_privilege('public', 'CREATE') as public`.execute(
    db,
  );
  const facts = rows[0];
  if (!facts?.available || !facts.creatable) {
    warnNoTrigram(
      facts?.available ? 'no CREATE privilege on the database' : 'pg_trgm is not installed on the server',
    );
    return null;
  }
  // Migrations of parallel test schemas would race to create it: serialise them.
  await sql`select pg_advisory_xact_lock(hashtext('innoweb:pg_trgm'))`.execute(db);
  const raced = await installed();
  if (raced) return raced;
  // A savepoint: a refusal must not abort the migration's transaction.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm ${facts.public ? sql`schema public` : sql``}`.execute(
      db,
    );
    await sql`release savepoint pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    warnNoTrigram(error instanceof Error ? error.message : String(error));
    return null;
  }
  return installed();
}

function warnNoTrigram(reason: string) {
  console.warn(
    `migration 0004_org_search: pg_trgm unavailable (${reason}); organisation search falls back to btree indexes and table scans for substring search`,
  );
}
