import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * 科技服务: the park's record of each service organisation, their service products (publish kit),
 * enterprises' applications for them and the trail of every step. The permissions go to each
 * park's built-in 管委会.
 */
export const tables = tablesMigration({
  tables: {
    service_orgs: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs', 'cascade'),
        categories: col.textEmpty,
        qualification: col.textEmpty,
        intro: col.textEmpty,
        // ACTIVE 正常服务 / SUSPENDED 暂停服务
        status: col.text,
        suspend_reason: col.textEmpty,
        updated_at: col.text,
      },
      uniques: { service_orgs_org: ['tenant_id', 'org_id'] },
    },
    service_products: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs', 'cascade'),
        author_id: col.byUser,
        title: col.text,
        category: col.text,
        summary: col.text,
        price_mode: col.text,
        price: col.textEmpty,
        period: col.textEmpty,
        contact_name: col.text,
        contact_phone: col.text,
        // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
        status: col.text,
        reason: col.textEmpty,
        published_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: {
        service_products_status: ['tenant_id', 'status', 'published_at'],
        service_products_org: ['tenant_id', 'org_id'],
      },
    },
    service_applies: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        product_id: col.ref('service_products', 'set null'),
        product_title: col.text,
        category: col.text,
        provider_id: col.refNotNull('orgs', 'cascade'),
        provider_name: col.text,
        org_id: col.refNotNull('orgs', 'cascade'),
        org_name: col.text,
        applicant_id: col.byUser,
        contact_name: col.text,
        contact_phone: col.text,
        content: col.text,
        // TOAUDIT 待受理 / AUDITING 服务中 / PASS 已完成 / BACK 未受理
        status: col.text,
        outcome: col.textEmpty,
        rating: col.intOrNull,
        comment: col.textEmpty,
        rated_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: {
        service_applies_status: ['tenant_id', 'status', 'created_at'],
        service_applies_org: ['tenant_id', 'org_id'],
        service_applies_provider: ['tenant_id', 'provider_id', 'created_at'],
      },
    },
    service_steps: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        // APPLY 服务申请 / REQUIRE 服务需求
        kind: col.text,
        record_id: col.int,
        step: col.text,
        from_status: col.textOrNull,
        to_status: col.textOrNull,
        note: col.textEmpty,
        actor_id: col.byUser,
        actor_name: col.text,
        side: col.text,
        at: col.text,
      },
      indexes: { service_steps_record: ['tenant_id', 'kind', 'record_id', 'at'] },
    },
  },
  grants: ['service.manage', 'service.apply', 'service.survey'],
});
