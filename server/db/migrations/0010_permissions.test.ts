import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { isPermission } from '../../../common/permissions.js';
import { describeEachDialect, openTestDatabase } from '../../testing/databases.js';
import { insertTwoTenants } from '../../testing/fixtures.js';
import { permissions, STAFF_AT_INTRODUCTION } from './0010_permissions.js';

describeEachDialect('permissions migration on %s', (dialect) => {
  it('keeps a running park’s 管委会 staff at their work: their roles get the staff permissions, 管理员 none needed', async () => {
    const database = await openTestDatabase(dialect);
    try {
      const db = database.db as unknown as Kysely<unknown>;
      // The database as it was before: no permissions, no role kinds or scopes.
      await db.schema.dropTable('role_permissions').execute();
      await db.schema.alterTable('roles').dropColumn('kind').execute();
      await db.schema.alterTable('roles').dropColumn('data_scope').execute();
      await insertTwoTenants(database.db);
      for (const [tenant, rolename] of [[1, '管委会'], [1, '管理员'], [1, '注册用户'], [2, '管委会']] as const)
        await sql`insert into roles (tenant_id, rolename, description) values (${tenant}, ${rolename}, '')`.execute(db);

      await permissions.up(db, dialect);

      const roles = await database.db.selectFrom('roles').select(['id', 'tenant_id', 'rolename', 'kind', 'data_scope']).orderBy('id').execute();
      expect(roles.map((r) => [r.rolename, r.kind, r.data_scope])).toEqual([
        ['管委会', '管委会', 'ALL'],
        ['管理员', '管理员', 'ALL'],
        ['注册用户', '', 'ALL'],
        ['管委会', '管委会', 'ALL'],
      ]);
      const granted = await database.db.selectFrom('role_permissions').select(['tenant_id', 'role_id', 'permission']).execute();
      for (const role of roles.filter((r) => r.rolename === '管委会'))
        expect(granted.filter((g) => g.role_id === role.id && g.tenant_id === role.tenant_id).map((g) => g.permission).sort()).toEqual([...STAFF_AT_INTRODUCTION].sort());
      expect(STAFF_AT_INTRODUCTION.every(isPermission)).toBe(true);
      expect(granted.filter((g) => roles.find((r) => r.id === g.role_id)?.rolename !== '管委会')).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
