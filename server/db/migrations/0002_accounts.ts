import type { PortableMigration } from './helpers.js';
import { byUser, createTables, int, one, ref, stamps, tenant, text, textOrNull, unique, ownedBy } from './tables.js';

/**
 * Accounts: organisation certification and link applications, a generic audit trail, single
 * sign-on applications, and page-view records.
 */
export const accounts: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      org_applications: {
        id: true,
        columns: {
          tenant_id: tenant,
          user_id: ownedBy('users'),
          // ORG: certify a (new or known) organisation; RELATE: link the user to an existing one.
          kind: text,
          org_id: ref('orgs'),
          fullname: text,
          credit_code: text,
          category: text,
          licene_url: text,
          legal_idcard: text,
          auth_url: text,
          user_name: text,
          idcard: text,
          status: text,
          reason: text,
          reviewer_id: ref('users'),
          reviewed_at: textOrNull,
          ...stamps,
        },
        indexes: {
          org_applications_queue: ['tenant_id', 'kind', 'status', 'id'],
          org_applications_user: ['tenant_id', 'user_id'],
        },
      },
      audit_logs: {
        id: true,
        columns: {
          tenant_id: tenant,
          // What was reviewed: e.g. 'org_application', later 'declaration', 'demand'…
          subject_type: text,
          subject_id: int,
          action: text,
          status_from: textOrNull,
          status_to: text,
          reason: text,
          actor_id: ref('users'),
          created_at: text,
        },
        indexes: { audit_logs_subject: ['tenant_id', 'subject_type', 'subject_id'] },
      },
      sso_apps: {
        id: true,
        columns: { tenant_id: tenant, appid: text, name: text, secret: text, enabled: one, created_at: text },
        indexes: { sso_apps_tenant_appid: unique('tenant_id', 'appid') },
      },
      page_views: {
        id: true,
        columns: {
          tenant_id: tenant,
          user_id: byUser,
          url: text,
          pagename: text,
          modulename: text,
          // The client's idempotency key: an outbox replay of the same record is stored once.
          client_key: textOrNull,
          created_at: text,
        },
        indexes: {
          page_views_key: unique('tenant_id', 'client_key'),
          page_views_time: ['tenant_id', 'created_at'],
        },
      },
    });
  },
};
