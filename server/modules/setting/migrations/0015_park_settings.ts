import { notNull, tenantRef, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * A park's settings besides its tenant row (names, logo and colour stay there, where the tenant
 * answer reads them): its contact, its home entries and its registration agreements, one JSON
 * value per section.
 */
export const parkSettings: PortableMigration = {
  async up(db) {
    await db.schema
      .createTable('park_settings')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('section', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addPrimaryKeyConstraint('park_settings_pk', ['tenant_id', 'section'])
      .execute();
  },
};
