import * as col from '../../../db/migrations/columns.js';
import { tablesMigration, unique } from '../../../db/migrations/tables.js';

/**
 * The enterprises' appeals (诉求) with their photos and timeline. They are assigned to the
 * departments of the organisation chart (orgchart/departments, which runs first); this migration
 * created that table too before the chart had a module of its own.
 */
export const appeals = tablesMigration({
  tables: {
    appeals: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs'),
        category: col.text,
        title: col.text,
        content: col.text,
        address: col.text,
        lng: col.doubleOrNull,
        lat: col.doubleOrNull,
        // SUBMITTED 待受理 / ASSIGNED 办理中 / REPLIED 已答复 / CLOSED 已办结 / REJECTED 不予受理
        state: col.text,
        department_id: col.ref('departments'),
        submitter_id: col.byUser,
        on_behalf: col.zero,
        reply: col.text,
        replier_id: col.byUser,
        replied_at: col.textOrNull,
        rating: col.intOrNull,
        rating_comment: col.text,
        rated_by: col.byUser,
        reason: col.text,
        closed_at: col.textOrNull,
        due_at: col.text,
        client_key: col.text,
        ...col.stamps,
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
        tenant_id: col.tenant,
        appeal_id: col.ownedBy('appeals'),
        attachment_id: col.refNotNull('attachments'),
        position: col.int,
      },
      primaryKey: ['appeal_id', 'attachment_id'],
    },
    appeal_events: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        appeal_id: col.ownedBy('appeals'),
        action: col.text,
        state_from: col.textOrNull,
        state_to: col.text,
        content: col.text,
        department_id: col.ref('departments'),
        rating: col.intOrNull,
        actor_id: col.byUser,
        created_at: col.text,
      },
      indexes: { appeal_events_appeal: ['tenant_id', 'appeal_id'] },
    },
  },
});
