import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { byUser, createTables, ownedBy, tenant, text } from '../../../db/migrations/tables.js';
import '../tables.js';

/** Who took which user off an organisation, when and why (common/user-admin/README.md). */
export const orgUnlinks: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      org_unlinks: {
        id: true,
        columns: {
          tenant_id: tenant,
          org_id: ownedBy('orgs'),
          user_id: byUser,
          user_name: text,
          user_phone: text,
          reason: text,
          actor_id: byUser,
          created_at: text,
        },
        indexes: { org_unlinks_org: ['tenant_id', 'org_id', 'id'] },
      },
    });
  },
};
