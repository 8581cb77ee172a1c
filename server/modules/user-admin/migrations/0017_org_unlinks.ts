import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';
import '../tables.js';

/** Who took which user off an organisation, when and why (common/user-admin/README.md). */
export const orgUnlinks: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('org_unlinks'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('user_name', 'text', notNull)
      .addColumn('user_phone', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('org_unlinks_org').on('org_unlinks').columns(['tenant_id', 'org_id', 'id']).execute();
  },
};
