import { sql } from 'kysely';
import type { PortableMigration } from './helpers.js';
import * as col from './columns.js';
import { createTables } from './tables.js';

/**
 * The publish kit's history (server/kit/publish/tables.ts). Notices and rank lists kept their
 * steps in the general audit trail before the kit existed: those rows move here, so their
 * history stays whole (a notice's first step, SUBMIT there, is the kit's CREATE).
 */
export const publishHistory: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      publish_history: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          kind: col.text,
          record_id: col.int,
          action: col.text,
          status_from: col.textOrNull,
          status_to: col.text,
          reason: col.text,
          actor_id: col.byUser,
          created_at: col.text,
        },
        indexes: { publish_history_record: ['tenant_id', 'kind', 'record_id', 'id'] },
      },
    });

    await sql`
      insert into publish_history (tenant_id, kind, record_id, action, status_from, status_to, reason, actor_id, created_at)
      select tenant_id, subject_type, subject_id,
        case when action = 'SUBMIT' then 'CREATE' else action end,
        status_from, status_to, reason, actor_id, created_at
      from audit_logs where subject_type in ('notice', 'rank') order by id`.execute(db);
    await sql`delete from audit_logs where subject_type in ('notice', 'rank')`.execute(db);
  },
};
