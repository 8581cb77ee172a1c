import { type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '../../../../common/permissions.js';
import { describeEachDialect, openTestDatabase } from '../../../testing/databases.js';
import { insertTwoTenants } from '../../../testing/fixtures.js';
import { rankLists } from './0011_rank_lists.js';

describeEachDialect('rank lists migration on %s', (dialect) => {
  it('gives the 管委会 role of a park that already ran the rank permission, and no other role', async () => {
    const database = await openTestDatabase(dialect);
    try {
      const db = database.db as unknown as Kysely<unknown>;
      // The database as it was before: no rank tables; the parks' roles made with the old staff set.
      await database.db.schema.dropTable('rank_entries').execute();
      await database.db.schema.dropTable('rank_lists').execute();
      await insertTwoTenants(database.db);
      for (const [tenant, rolename] of [[1, '管委会'], [1, '管理员'], [1, '诉求专员'], [2, '管委会']] as const) {
        const { id } = await database.db
          .insertInto('roles')
          .values({ tenant_id: tenant, rolename, description: '', kind: rolename === '管理员' ? '管理员' : '管委会' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await database.db.insertInto('role_permissions').values({ tenant_id: tenant, role_id: id, permission: 'appeal.handle' }).execute();
      }

      await rankLists.up(db, dialect);

      const rows = await database.db
        .selectFrom('role_permissions')
        .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
        .select(['roles.tenant_id', 'roles.rolename'])
        .where('permission', '=', 'rank.manage')
        .orderBy('roles.tenant_id')
        .execute();
      expect(rows).toEqual([
        { tenant_id: 1, rolename: '管委会' },
        { tenant_id: 2, rolename: '管委会' },
      ]);
      expect(STAFF_PERMISSIONS).toContain('rank.manage');
      expect(await database.db.selectFrom('rank_lists').selectAll().execute()).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
