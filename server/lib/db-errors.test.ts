import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { isUniqueViolation } from './db-errors.js';
import { describeEachDialect, openTestDatabase } from '../testing/databases.js';

describeEachDialect('unique violations on %s', (dialect) => {
  it('are recognised from the driver error, other errors are not', async () => {
    const database = await openTestDatabase(dialect);
    try {
      const host = { hostname: 'a.example', tenant_id: 1 };
      await database.db.insertInto('tenants').values({ id: 1, fullname: 'x', dp_simple: 'x', logo: 'x', source_park_id: 1, high_tech_zone: 'x', is_default: 1, created_at: '' }).execute();
      await database.db.insertInto('tenant_hosts').values(host).execute();
      const duplicate = await database.db.insertInto('tenant_hosts').values(host).execute().catch((e: unknown) => e);
      expect(isUniqueViolation(duplicate)).toBe(true);
      const other = await sql`select * from no_such_table`.execute(database.db).catch((e: unknown) => e);
      expect(isUniqueViolation(other)).toBe(false);
    } finally {
      await database.dispose();
    }
  });
});
