import * as col from './columns.js';
import { tablesMigration, unique } from './tables.js';

/**
 * Accounts: organisation certification and link applications, a generic audit trail, single
 * sign-on applications, and page-view records.
 */
export const accounts = tablesMigration({
  tables: {
    org_applications: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        user_id: col.ownedBy('users'),
        // ORG: certify a (new or known) organisation; RELATE: link the user to an existing one.
        kind: col.text,
        org_id: col.ref('orgs'),
        fullname: col.text,
        credit_code: col.text,
        category: col.text,
        licene_url: col.text,
        legal_idcard: col.text,
        auth_url: col.text,
        user_name: col.text,
        idcard: col.text,
        status: col.text,
        reason: col.text,
        reviewer_id: col.ref('users'),
        reviewed_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: {
        org_applications_queue: ['tenant_id', 'kind', 'status', 'id'],
        org_applications_user: ['tenant_id', 'user_id'],
      },
    },
    audit_logs: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        // What was reviewed: e.g. 'org_application', later 'declaration', 'demand'…
        subject_type: col.text,
        subject_id: col.int,
        action: col.text,
        status_from: col.textOrNull,
        status_to: col.text,
        reason: col.text,
        actor_id: col.ref('users'),
        created_at: col.text,
      },
      indexes: { audit_logs_subject: ['tenant_id', 'subject_type', 'subject_id'] },
    },
    sso_apps: {
      id: true,
      columns: { tenant_id: col.tenant, appid: col.text, name: col.text, secret: col.text, enabled: col.one, created_at: col.text },
      indexes: { sso_apps_tenant_appid: unique('tenant_id', 'appid') },
    },
    page_views: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        user_id: col.byUser,
        url: col.text,
        pagename: col.text,
        modulename: col.text,
        // The client's idempotency key: an outbox replay of the same record is stored once.
        client_key: col.textOrNull,
        created_at: col.text,
      },
      indexes: {
        page_views_key: unique('tenant_id', 'client_key'),
        page_views_time: ['tenant_id', 'created_at'],
      },
    },
  },
});
