import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * The finance supermarket: institutions, their products (publish kit), loan applications with
 * their steps, enterprises' financing needs. The permissions go to each park's built-in 管委会.
 */
export const tables = tablesMigration({
  tables: {
    finance_institutions: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        name: col.text,
        kind: col.text,
        intro: col.text,
        address: col.text,
        contact_name: col.text,
        contact_phone: col.text,
        ...col.stamps,
      },
      uniques: { finance_institutions_name: ['tenant_id', 'name'] },
    },
    finance_products: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        institution_id: col.ownedBy('finance_institutions'),
        name: col.text,
        loan_type: col.text,
        // 万元
        amount_min: col.int,
        amount_max: col.int,
        // 0.01 %
        rate_min: col.int,
        rate_max: col.int,
        // months
        term_min: col.int,
        term_max: col.int,
        guarantee: col.text,
        eligibility: col.text,
        materials: col.text,
        intro: col.text,
        // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
        status: col.text,
        reason: col.textEmpty,
        author_id: col.byUser,
        published_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: { finance_products_public: ['tenant_id', 'status', 'published_at'] },
    },
    finance_loans: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        product_id: col.ref('finance_products', 'set null'),
        product_name: col.text,
        loan_type: col.text,
        institution_id: col.ownedBy('finance_institutions'),
        org_id: col.refNotNull('orgs', 'cascade'),
        applicant_id: col.byUser,
        org_name: col.text,
        contact_name: col.text,
        contact_phone: col.text,
        amount: col.int,
        term_months: col.int,
        purpose: col.text,
        // TOAUDIT 待处理 / AUDITING 跟进中 / PASS 放款完成 / BACK 不跟进
        status: col.text,
        granted: col.intOrNull,
        granted_on: col.textOrNull,
        answered_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: {
        finance_loans_status: ['tenant_id', 'status', 'created_at'],
        finance_loans_org: ['tenant_id', 'org_id'],
        finance_loans_institution: ['tenant_id', 'institution_id', 'created_at'],
      },
    },
    finance_loan_steps: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        loan_id: col.ownedBy('finance_loans'),
        from_status: col.textOrNull,
        to_status: col.text,
        note: col.textEmpty,
        amount: col.intOrNull,
        actor_id: col.byUser,
        actor_name: col.text,
        at: col.text,
      },
      indexes: { finance_loan_steps_loan: ['loan_id', 'at'] },
    },
    finance_needs: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs', 'cascade'),
        author_id: col.byUser,
        org_name: col.text,
        amount: col.int,
        purpose: col.text,
        term_months: col.int,
        guarantee: col.text,
        contact_name: col.text,
        contact_phone: col.text,
        // OPEN 对接中 / CLOSED 已关闭
        status: col.text,
        ...col.stamps,
      },
      indexes: { finance_needs_org: ['tenant_id', 'org_id'] },
    },
  },
  grants: ['finance.manage', 'finance.loan', 'finance.assess'],
});
