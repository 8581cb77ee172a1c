import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from './helpers.js';

/**
 * The publish kit's history (server/kit/publish/tables.ts). Notices and rank lists kept their
 * steps in the general audit trail before the kit existed: those rows move here, so their
 * history stays whole (a notice's first step, SUBMIT there, is the kit's CREATE).
 */
export const publishHistory: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('publish_history'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('kind', 'text', notNull)
      .addColumn('record_id', 'integer', notNull)
      .addColumn('action', 'text', notNull)
      .addColumn('status_from', 'text')
      .addColumn('status_to', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('publish_history_record')
      .on('publish_history')
      .columns(['tenant_id', 'kind', 'record_id', 'id'])
      .execute();

    await sql`
      insert into publish_history (tenant_id, kind, record_id, action, status_from, status_to, reason, actor_id, created_at)
      select tenant_id, subject_type, subject_id,
        case when action = 'SUBMIT' then 'CREATE' else action end,
        status_from, status_to, reason, actor_id, created_at
      from audit_logs where subject_type in ('notice', 'rank') order by id`.execute(db);
    await sql`delete from audit_logs where subject_type in ('notice', 'rank')`.execute(db);
  },
};
