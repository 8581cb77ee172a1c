import { sql } from 'kysely';
import type { PortableMigration } from './helpers.js';
import * as col from './columns.js';
import { createTables, grantToStaff } from './tables.js';

/** The 管委会 staff's permissions when they were introduced (common/permissions.ts STAFF_PERMISSIONS then). */
export const STAFF_AT_INTRODUCTION = [
  'org.audit',
  'org.manage',
  'policy.manage',
  'declare.audit',
  'declare.manage',
  'appeal.handle',
  'appeal.analyse',
  'notice.manage',
];

/**
 * What each operator role may do: its permissions (common/permissions.ts) and its data scope. The
 * 管理员 role needs no rows: it holds every permission by name. The 管委会 roles of a park that ran
 * before permissions existed keep the work they did, with all data.
 */
export const permissions: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      role_permissions: {
        columns: { tenant_id: col.tenant, role_id: col.ownedBy('roles'), permission: col.text },
        primaryKey: ['role_id', 'permission'],
      },
    });
    await db.schema
      .alterTable('roles')
      .addColumn('data_scope', 'text', (c) => c.notNull().defaultTo(sql`'ALL'`))
      .execute();
    // Which SPEC §6 operator role a role counts as: 管理员, 管委会 (the built-in one and every staff
    // role a park defines), or none.
    await db.schema
      .alterTable('roles')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo(sql`''`))
      .execute();
    await sql`update roles set kind = rolename where rolename in ('管理员', '管委会')`.execute(db);
    for (const permission of STAFF_AT_INTRODUCTION) await grantToStaff(db, permission);
  },
};
