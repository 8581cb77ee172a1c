import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Customer service: the park's FAQ and the questions enterprises leave for its staff (转人工).
 * The 管委会 roles that exist already get the new permission, as new ones do (STAFF_PERMISSIONS).
 */
export const customer: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('customer_faqs'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('question', 'text', notNull)
      .addColumn('answer', 'text', notNull)
      .addColumn('keywords', 'text', notNull)
      .addColumn('category', 'text', notNull)
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // One question once per park (a second 如何注册 would split the answers).
    await db.schema.createIndex('customer_faqs_question').on('customer_faqs').columns(['tenant_id', 'question']).unique().execute();

    await withId(db.schema.createTable('customer_tickets'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('org_id', 'integer', (c) => c.references('orgs.id').onDelete('set null'))
      .addColumn('org_name', 'text', notNull)
      .addColumn('contact_name', 'text', notNull)
      .addColumn('contact_phone', 'text', notNull)
      .addColumn('question', 'text', notNull)
      // OPEN 待回复 / REPLIED 已回复
      .addColumn('status', 'text', notNull)
      .addColumn('reply', 'text', notNull)
      .addColumn('replier_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('replied_at', 'text')
      .addColumn('faq_id', 'integer', (c) => c.references('customer_faqs.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // The operators' queue by status, and "my questions".
    await db.schema.createIndex('customer_tickets_status').on('customer_tickets').columns(['tenant_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('customer_tickets_user').on('customer_tickets').columns(['tenant_id', 'user_id']).execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'customer.manage' from roles where rolename = '管委会'`.execute(db);
  },
};
