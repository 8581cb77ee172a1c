import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { describeEachDialect, openTestDatabase } from '../testing/databases.js';

describeEachDialect('migrations on %s', (dialect) => {
  it('migrate databases side by side, each with its own migration record, and run once', async () => {
    const [a, b] = await Promise.all([openTestDatabase(dialect), openTestDatabase(dialect)]);
    try {
      for (const database of [a, b]) {
        const tables = (await database.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['tenants', 'tenant_hosts', 'parks', 'orgs', 'users', 'roles', 'user_roles', 'sessions', 'attachments', 'org_applications', 'audit_logs', 'sso_apps', 'page_views']));
        expect(await migrateToLatest(database)).toEqual([]);
      }
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });
});
