import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { byUser, createTables, tenant, text } from '../../../db/migrations/tables.js';

/**
 * A park's settings besides its tenant row (names, logo and colour stay there, where the tenant
 * answer reads them): its contact, its home entries and its registration agreements, one JSON
 * value per section.
 */
export const parkSettings: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      park_settings: {
        columns: { tenant_id: tenant, section: text, value: text, updated_at: text, updated_by: byUser },
        primaryKey: ['tenant_id', 'section'],
      },
    });
  },
};
