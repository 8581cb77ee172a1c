import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * A park's activities, the organisations invited to each by SMS and the users' sign-ups, and the
 * permission to manage them (activity.manage) for each park's built-in 管委会 role.
 */
export const activities = tablesMigration({
  tables: {
    activity_activities: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        title: col.text,
        type: col.text,
        host: col.text,
        place: col.text,
        start_at: col.text,
        end_at: col.text,
        deadline: col.text,
        capacity: col.int,
        enrolled: col.zero,
        high_tech: col.zero,
        body: col.text,
        // DRAFT 草稿 / PUBLISHED 已发布 / WITHDRAWN 已下线
        status: col.text,
        author_id: col.byUser,
        publisher_id: col.byUser,
        published_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: { activity_activities_public: ['tenant_id', 'status', 'start_at'] },
    },
    activity_invites: {
      columns: {
        tenant_id: col.tenant,
        activity_id: col.ownedBy('activity_activities'),
        org_id: col.ownedBy('orgs'),
        batch_id: col.intOrNull,
        invited_by: col.byUser,
        invited_at: col.text,
      },
      primaryKey: ['activity_id', 'org_id'],
    },
    activity_enrolls: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        activity_id: col.ownedBy('activity_activities'),
        user_id: col.ownedBy('users'),
        name: col.text,
        phone: col.text,
        org_name: col.text,
        remark: col.text,
        // ENROLLED 已报名 / CANCELLED 已取消
        status: col.text,
        enrolled_at: col.text,
        cancelled_at: col.textOrNull,
      },
      // One sign-up per user and activity: the last guard of "one sign-up per user".
      uniques: { activity_enrolls_user: ['activity_id', 'user_id'] },
    },
  },
  grants: ['activity.manage'],
});
