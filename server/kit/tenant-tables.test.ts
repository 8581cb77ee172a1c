import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, openTestDatabase, type TestDatabase } from '../testing/databases.js';
import { TENANT_TABLES } from './tenant-tables.js';

describeEachDialect('the tenant tables on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.dispose());

  it('are exactly the tables the migrations create with a tenant_id column', async () => {
    const { rows } =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select m.name as name from sqlite_master m
            where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) c where c.name = 'tenant_id')`.execute(database.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.columns
            where column_name = 'tenant_id' and table_schema = current_schema()`.execute(database.db);
    expect(rows.map((r) => r.name).sort()).toEqual([...TENANT_TABLES].sort());
  });
});
