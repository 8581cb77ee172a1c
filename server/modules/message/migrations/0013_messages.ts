import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * In-app messages and system notifications, the files a message carries, and each recipient's
 * delivered / read state. The 管委会 roles of a park that ran before messages existed may send them
 * (common/permissions.ts STAFF_PERMISSIONS holds message.send).
 */
export const messages: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('messages'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      // MESSAGE: an operator's in-app message; NOTICE: a workflow's notification.
      .addColumn('kind', 'text', notNull)
      // The workflow of a NOTICE (CERTIFY, APPEAL, DECLARE…); '' for a MESSAGE.
      .addColumn('topic', 'text', notNull)
      // DRAFT while composed, SENT once delivered; notifications are born SENT.
      .addColumn('status', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('summary', 'text', notNull)
      // A MESSAGE: sanitized HTML (server/kit/rich-text.ts); a NOTICE: plain text.
      .addColumn('body', 'text', notNull)
      .addColumn('link', 'text')
      // The recipient choice (common/audience/contract.ts) as JSON, once sent.
      .addColumn('audience', 'text')
      .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('messages_tenant_kind').on('messages').columns(['tenant_id', 'kind', 'status', 'sent_at']).execute();

    await db.schema
      .createTable('message_files')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
      .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
      // FILE: listed for download; IMAGE: an image inside the body.
      .addColumn('kind', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('message_files_pk', ['message_id', 'kind', 'attachment_id'])
      .execute();

    await db.schema
      .createTable('message_recipients')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // The organisation the user belonged to when it was sent (the result screen shows it).
      .addColumn('org_id', 'integer')
      .addColumn('delivered_at', 'text', notNull)
      .addColumn('read_at', 'text')
      .addPrimaryKeyConstraint('message_recipients_pk', ['message_id', 'user_id'])
      .execute();
    // A user's inbox (unread first) and the badge's count.
    await db.schema
      .createIndex('message_recipients_user')
      .on('message_recipients')
      .columns(['tenant_id', 'user_id', 'read_at'])
      .execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'message.send' from roles where rolename = '管委会'`.execute(db);
  },
};
