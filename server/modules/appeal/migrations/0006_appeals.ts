import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  doubleOrNull,
  int,
  intOrNull,
  ownedBy,
  ref,
  refNotNull,
  stamps,
  tenant,
  text,
  textOrNull,
  unique,
  zero,
} from '../../../db/migrations/tables.js';

/** The park's departments, and the enterprises' appeals (诉求) with their photos and timeline. */
export const appeals: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      departments: {
        id: true,
        columns: { tenant_id: tenant, name: text, parent_id: ref('departments'), sort: zero, created_at: text },
        indexes: { departments_tenant_name: unique('tenant_id', 'name') },
      },
      appeals: {
        id: true,
        columns: {
          tenant_id: tenant,
          org_id: refNotNull('orgs'),
          category: text,
          title: text,
          content: text,
          address: text,
          lng: doubleOrNull,
          lat: doubleOrNull,
          // SUBMITTED 待受理 / ASSIGNED 办理中 / REPLIED 已答复 / CLOSED 已办结 / REJECTED 不予受理
          state: text,
          department_id: ref('departments'),
          submitter_id: byUser,
          on_behalf: zero,
          reply: text,
          replier_id: byUser,
          replied_at: textOrNull,
          rating: intOrNull,
          rating_comment: text,
          rated_by: byUser,
          reason: text,
          closed_at: textOrNull,
          due_at: text,
          client_key: text,
          ...stamps,
        },
        indexes: {
          // Exactly once: a replayed submission finds the first by its idempotency key.
          appeals_client_key: unique('tenant_id', 'client_key'),
          // The operators' tabs and the overdue filter; the enterprise's own list; a department's load.
          appeals_state: ['tenant_id', 'state', 'due_at'],
          appeals_org: ['tenant_id', 'org_id', 'created_at'],
          appeals_submitter: ['tenant_id', 'submitter_id', 'created_at'],
          appeals_department: ['tenant_id', 'department_id'],
        },
      },
      appeal_files: {
        columns: {
          tenant_id: tenant,
          appeal_id: ownedBy('appeals'),
          attachment_id: refNotNull('attachments'),
          position: int,
        },
        primaryKey: ['appeal_id', 'attachment_id'],
      },
      appeal_events: {
        id: true,
        columns: {
          tenant_id: tenant,
          appeal_id: ownedBy('appeals'),
          action: text,
          state_from: textOrNull,
          state_to: text,
          content: text,
          department_id: ref('departments'),
          rating: intOrNull,
          actor_id: byUser,
          created_at: text,
        },
        indexes: { appeal_events_appeal: ['tenant_id', 'appeal_id'] },
      },
    });
  },
};
