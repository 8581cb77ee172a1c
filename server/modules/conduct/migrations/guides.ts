import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The parks' guides to applying for 高新技术企业 (one per park), and the permission to write them
 * (conduct.manage) for each park's built-in 管委会 role, whose daily work it is.
 */
export const guides: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('conduct_guides'), dialect)
      .addColumn('tenant_id', 'integer', (c) => tenantRef(c).unique())
      .addColumn('intro', 'text', notNull)
      .addColumn('steps', 'text', notNull)
      .addColumn('materials', 'text', notNull)
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', notNull)
      .execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'conduct.manage' from roles where rolename = '管委会'`.execute(db);
  },
};
