import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';
import '../tables.js';

/** Who took which user off an organisation, when and why (common/user-admin/README.md). */
export const orgUnlinks = tablesMigration({
  tables: {
    org_unlinks: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        user_id: col.byUser,
        user_name: col.text,
        user_phone: col.text,
        reason: col.text,
        actor_id: col.byUser,
        created_at: col.text,
      },
      indexes: { org_unlinks_org: ['tenant_id', 'org_id', 'id'] },
    },
  },
});
