import { DEFAULT_THEME_COLOR } from '../../../../common/tenant.js';
import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * A park's look: its colour beside the logo the tenant already has. Existing parks get the
 * default blue, so no row needs a backfill.
 */
export const tenantLook: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('tenants')
      .addColumn('theme_color', 'text', (c) => c.notNull().defaultTo(DEFAULT_THEME_COLOR))
      .execute();
  },
};
