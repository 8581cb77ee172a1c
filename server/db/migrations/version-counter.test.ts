import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect, openTestDatabase } from '../../testing/databases.js';
import { createVersionCounter, fillVersionCounter, type VersionCounter } from './version-counter.js';

const counter: VersionCounter = {
  table: 'thing_versions',
  watch: ['things'],
  triggers: 'version',
  bump: 'thing_version_bump',
  sqliteFirst: { things: { insert: 'insert into thing_log (what) values (new.name);' } },
};

describeEachDialect('a version counter on %s', (dialect) => {
  it('bumps the tenant of every row written, the old and the new one of an update, and starts existing tenants at 1', async () => {
    const database = await openTestDatabase(dialect);
    try {
      const db = database.db as unknown as Kysely<unknown>;
      await sql`create table things (id integer primary key, tenant_id integer not null, name text not null)`.execute(db);
      await sql`create table thing_log (what text not null)`.execute(db);
      await sql`insert into things (id, tenant_id, name) values (1, 7, 'a')`.execute(db);
      await createVersionCounter(db, dialect, counter);
      await fillVersionCounter(db, counter, 'things');
      const versions = async () =>
        (await sql<{ tenant_id: number; version: number }>`select tenant_id, version from thing_versions order by tenant_id`.execute(db)).rows.map(
          (r) => [Number(r.tenant_id), Number(r.version)],
        );
      expect(await versions()).toEqual([[7, 1]]);

      await sql`insert into things (id, tenant_id, name) values (2, 1, 'b')`.execute(db);
      await sql`insert into things (id, tenant_id, name) values (3, 2, 'c')`.execute(db);
      expect(await versions()).toEqual([[1, 1], [2, 1], [7, 1]]);

      await sql`update things set tenant_id = 2 where id = 2`.execute(db);
      expect(await versions()).toEqual([[1, 2], [2, 2], [7, 1]]);

      await sql`delete from things where id = 3`.execute(db);
      expect(await versions()).toEqual([[1, 2], [2, 3], [7, 1]]);

      const log = (await sql<{ what: string }>`select what from thing_log`.execute(db)).rows.map((r) => r.what);
      expect(log).toEqual(dialect === 'sqlite' ? ['b', 'c'] : []);
    } finally {
      await database.dispose();
    }
  });
});
