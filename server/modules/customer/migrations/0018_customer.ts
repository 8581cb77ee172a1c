import * as col from '../../../db/migrations/columns.js';
import { tablesMigration, unique } from '../../../db/migrations/tables.js';

/**
 * Customer service: the park's FAQ and the questions enterprises leave for its staff (转人工).
 * The 管委会 roles that exist already get the new permission, as new ones do (STAFF_PERMISSIONS).
 */
export const customer = tablesMigration({
  tables: {
    customer_faqs: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        question: col.text,
        answer: col.text,
        keywords: col.text,
        category: col.text,
        pinned: col.zero,
        hits: col.zero,
        author_id: col.byUser,
        ...col.stamps,
      },
      // One question once per park (a second 如何注册 would split the answers).
      indexes: { customer_faqs_question: unique('tenant_id', 'question') },
    },
    customer_tickets: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        user_id: col.ownedBy('users'),
        org_id: col.ref('orgs', 'set null'),
        org_name: col.text,
        contact_name: col.text,
        contact_phone: col.text,
        question: col.text,
        // OPEN 待回复 / REPLIED 已回复
        status: col.text,
        reply: col.text,
        replier_id: col.byUser,
        replied_at: col.textOrNull,
        faq_id: col.ref('customer_faqs', 'set null'),
        ...col.stamps,
      },
      // The operators' queue by status, and "my questions".
      indexes: {
        customer_tickets_status: ['tenant_id', 'status', 'created_at'],
        customer_tickets_user: ['tenant_id', 'user_id'],
      },
    },
  },
  grants: ['customer.manage'],
});
