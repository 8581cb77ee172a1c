import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * 服务需求: what enterprises ask of the park's service organisations, and each organisation's
 * answer (plan and quote). Their steps go to service_steps with kind REQUIRE.
 */
export const requires = tablesMigration({
  tables: {
    service_requires: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.refNotNull('orgs', 'cascade'),
        org_name: col.text,
        author_id: col.byUser,
        title: col.text,
        category: col.text,
        content: col.text,
        // 整数元；null 为面议
        budget: col.intOrNull,
        deadline: col.textEmpty,
        contact_name: col.text,
        contact_phone: col.text,
        // TOAUDIT 待对接 / AUDITING 对接中 / PASS 已解决 / BACK 已关闭
        status: col.text,
        outcome: col.textEmpty,
        assigned_id: col.ref('orgs', 'set null'),
        assigned_name: col.textEmpty,
        ...col.stamps,
      },
      indexes: {
        service_requires_status: ['tenant_id', 'status', 'created_at'],
        service_requires_org: ['tenant_id', 'org_id'],
      },
    },
    service_require_answers: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        require_id: col.ownedBy('service_requires'),
        provider_id: col.refNotNull('orgs', 'cascade'),
        provider_name: col.text,
        author_id: col.byUser,
        plan: col.text,
        quote: col.intOrNull,
        period: col.textEmpty,
        contact_name: col.text,
        contact_phone: col.text,
        ...col.stamps,
      },
      uniques: { service_require_answers_one: ['tenant_id', 'require_id', 'provider_id'] },
      indexes: { service_require_answers_provider: ['tenant_id', 'provider_id'] },
    },
  },
});
