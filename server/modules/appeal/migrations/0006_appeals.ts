import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The enterprises' appeals (诉求) with their photos and timeline. They are assigned to the
 * departments of the organisation chart (orgchart/departments, which runs first); this migration
 * created that table too before the chart had a module of its own.
 */
export const appeals: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('appeals'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id'))
      .addColumn('category', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('address', 'text', notNull)
      .addColumn('lng', 'double precision')
      .addColumn('lat', 'double precision')
      // SUBMITTED 待受理 / ASSIGNED 办理中 / REPLIED 已答复 / CLOSED 已办结 / REJECTED 不予受理
      .addColumn('state', 'text', notNull)
      .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('submitter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('on_behalf', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reply', 'text', notNull)
      .addColumn('replier_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('replied_at', 'text')
      .addColumn('rating', 'integer')
      .addColumn('rating_comment', 'text', notNull)
      .addColumn('rated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', notNull)
      .addColumn('closed_at', 'text')
      .addColumn('due_at', 'text', notNull)
      .addColumn('client_key', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // Exactly once: a replayed submission finds the first by its idempotency key.
    await db.schema
      .createIndex('appeals_client_key')
      .on('appeals')
      .columns(['tenant_id', 'client_key'])
      .unique()
      .execute();
    // The operators' tabs and the overdue filter; the enterprise's own list; a department's load.
    await db.schema
      .createIndex('appeals_state')
      .on('appeals')
      .columns(['tenant_id', 'state', 'due_at'])
      .execute();
    await db.schema
      .createIndex('appeals_org')
      .on('appeals')
      .columns(['tenant_id', 'org_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('appeals_submitter')
      .on('appeals')
      .columns(['tenant_id', 'submitter_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('appeals_department')
      .on('appeals')
      .columns(['tenant_id', 'department_id'])
      .execute();

    await db.schema
      .createTable('appeal_files')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('appeal_id', 'integer', (c) => c.notNull().references('appeals.id').onDelete('cascade'))
      .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('appeal_files_pk', ['appeal_id', 'attachment_id'])
      .execute();

    await withId(db.schema.createTable('appeal_events'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('appeal_id', 'integer', (c) => c.notNull().references('appeals.id').onDelete('cascade'))
      .addColumn('action', 'text', notNull)
      .addColumn('state_from', 'text')
      .addColumn('state_to', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('rating', 'integer')
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('appeal_events_appeal')
      .on('appeal_events')
      .columns(['tenant_id', 'appeal_id'])
      .execute();
  },
};
