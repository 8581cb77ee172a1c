import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * SMS push: a park's templates, the batches operators send and one record per recipient with the
 * gateway's answer. The 管委会 roles of a park that ran before SMS push existed may push
 * (common/permissions.ts STAFF_PERMISSIONS holds sms.push).
 */
export const sms: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('sms_templates'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('name', 'text', notNull)
      .addColumn('text', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('sms_templates_tenant').on('sms_templates').columns(['tenant_id', 'updated_at']).execute();

    await withId(db.schema.createTable('sms_batches'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      // The template's name when sent ('' without one): the template may change or go later.
      .addColumn('template_name', 'text', notNull)
      // The text with its variables, as written.
      .addColumn('text', 'text', notNull)
      // The recipient choice (common/audience/contract.ts) as JSON.
      .addColumn('audience', 'text', notNull)
      // SCHEDULED → SENDING → DONE (common/sms/contract.ts).
      .addColumn('status', 'text', notNull)
      .addColumn('send_at', 'text', notNull)
      .addColumn('finished_at', 'text')
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('sms_batches_due').on('sms_batches').columns(['status', 'send_at']).execute();
    await db.schema.createIndex('sms_batches_tenant').on('sms_batches').columns(['tenant_id', 'created_at']).execute();

    await withId(db.schema.createTable('sms_records'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('sms_batches.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      // Who it was for when sent: the result screen shows them even if the user changes later.
      .addColumn('name', 'text', notNull)
      .addColumn('org_name', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      // The text with the variables filled.
      .addColumn('text', 'text', notNull)
      // PENDING → SENDING (claimed by a sender) → SENT / FAILED; FAILED → PENDING on retry.
      .addColumn('status', 'text', notNull)
      .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', 'text')
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('sms_records_batch').on('sms_records').columns(['batch_id', 'status']).execute();
    await db.schema.createIndex('sms_records_queue').on('sms_records').columns(['status', 'tenant_id', 'id']).execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'sms.push' from roles where rolename = '管委会'`.execute(db);
  },
};
