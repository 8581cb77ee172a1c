import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  ref,
  stamps,
  tenant,
  text,
  textOrNull,
  unique,
  zero,
  ownedBy,
} from '../../../db/migrations/tables.js';

/**
 * Customer service: the park's FAQ and the questions enterprises leave for its staff (转人工).
 * The 管委会 roles that exist already get the new permission, as new ones do (STAFF_PERMISSIONS).
 */
export const customer: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      customer_faqs: {
        id: true,
        columns: {
          tenant_id: tenant,
          question: text,
          answer: text,
          keywords: text,
          category: text,
          pinned: zero,
          hits: zero,
          author_id: byUser,
          ...stamps,
        },
        // One question once per park (a second 如何注册 would split the answers).
        indexes: { customer_faqs_question: unique('tenant_id', 'question') },
      },
      customer_tickets: {
        id: true,
        columns: {
          tenant_id: tenant,
          user_id: ownedBy('users'),
          org_id: ref('orgs', 'set null'),
          org_name: text,
          contact_name: text,
          contact_phone: text,
          question: text,
          // OPEN 待回复 / REPLIED 已回复
          status: text,
          reply: text,
          replier_id: byUser,
          replied_at: textOrNull,
          faq_id: ref('customer_faqs', 'set null'),
          ...stamps,
        },
        // The operators' queue by status, and "my questions".
        indexes: {
          customer_tickets_status: ['tenant_id', 'status', 'created_at'],
          customer_tickets_user: ['tenant_id', 'user_id'],
        },
      },
    });

    await grantToStaff(db, 'customer.manage');
  },
};
