import { sql } from 'kysely';
import * as col from '../../../db/migrations/columns.js';
import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { createTables } from '../../../db/migrations/tables.js';

/**
 * Projects, their stage moves and progress records (with photos) and their changes; the 管委会
 * role, whose monthly work this is, gets the three project permissions.
 */
export const projects: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      projects: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          ...Object.fromEntries(['name', 'investor', 'industry', 'area'].map((c) => [c, col.text])),
          investment: col.double,
          stage: col.text,
          sign_date: col.text,
          begin_plan: col.textOrNull,
          begin_date: col.textOrNull,
          produce_plan: col.textOrNull,
          produce_date: col.textOrNull,
          dept_id: col.ref('departments', 'set null'),
          target_year: col.intOrNull,
          target_stage: col.textOrNull,
          description: col.textEmpty,
          ...col.stamps,
        },
        indexes: { projects_by_stage: ['tenant_id', 'stage'], projects_by_dept: ['tenant_id', 'dept_id'] },
      },
      project_events: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          project_id: col.ownedBy('projects'),
          kind: col.text,
          stage: col.textOrNull,
          date: col.text,
          text: col.text,
          reason: col.textEmpty,
          actor_id: col.byUser,
          created_at: col.text,
        },
        indexes: { project_events_by_project: ['tenant_id', 'project_id'] },
      },
      project_event_files: {
        columns: {
          tenant_id: col.tenant,
          event_id: col.ownedBy('project_events'),
          attachment_id: col.refNotNull('attachments'),
          position: col.int,
        },
        primaryKey: ['event_id', 'attachment_id'],
      },
      project_changes: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          project_id: col.ownedBy('projects'),
          item: col.text,
          old_value: col.text,
          new_value: col.text,
          why: col.text,
          status: col.text,
          requested_by: col.byUser,
          requested_at: col.text,
          decided_by: col.byUser,
          decided_at: col.textOrNull,
          decision_note: col.textEmpty,
        },
        indexes: { project_changes_by_status: ['tenant_id', 'status'] },
      },
    });
    for (const permission of ['project.view', 'project.manage', 'project.approve'])
      await sql`insert into role_permissions (tenant_id, role_id, permission)
        select tenant_id, id, ${permission} from roles where rolename = '管委会'`.execute(db);
  },
};
