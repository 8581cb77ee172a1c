import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/** Notices (通知公告) of a park and the attachments they use (files, cover, images in the body). */
export const notices: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('notices'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('title', 'text', notNull)
      // 通知公告 / 政策解读 / 活动通知 / 园区新闻: the public list filters on it (search_type).
      .addColumn('type', 'text', notNull)
      .addColumn('summary', 'text', notNull)
      // Sanitized HTML: every write path passes the body through the notice allow-list first.
      .addColumn('body', 'text', notNull)
      .addColumn('cover_id', 'integer', (c) => c.references('attachments.id'))
      // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
      .addColumn('status', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('publisher_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('published_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // The public list: published ones of a tenant, pinned first, newest first.
    await db.schema
      .createIndex('notices_public')
      .on('notices')
      .columns(['tenant_id', 'status', 'pinned', 'published_at'])
      .execute();

    await db.schema
      .createTable('notice_files')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
      .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
      // FILE: listed for download; COVER: the cover image; IMAGE: an image inside the body.
      .addColumn('kind', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('notice_files_pk', ['notice_id', 'kind', 'attachment_id'])
      .execute();
    // "Is this file still used by another published notice?" when one is withdrawn.
    await db.schema.createIndex('notice_files_attachment').on('notice_files').columns(['tenant_id', 'attachment_id']).execute();
  },
};
