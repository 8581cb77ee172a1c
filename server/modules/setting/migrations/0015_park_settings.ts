import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * A park's settings besides its tenant row (names, logo and colour stay there, where the tenant
 * answer reads them): its contact, its home entries and its registration agreements, one JSON
 * value per section.
 */
export const parkSettings = tablesMigration({
  tables: {
    park_settings: {
      columns: { tenant_id: col.tenant, section: col.text, value: col.text, updated_at: col.text, updated_by: col.byUser },
      primaryKey: ['tenant_id', 'section'],
    },
  },
});
