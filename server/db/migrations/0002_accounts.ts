import { notNull, tenantRef, withId, type PortableMigration } from './helpers.js';

/**
 * Accounts: organisation certification and link applications, a generic audit trail, single
 * sign-on applications, and page-view records.
 */
export const accounts: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('org_applications'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // ORG: certify a (new or known) organisation; RELATE: link the user to an existing one.
      .addColumn('kind', 'text', notNull)
      .addColumn('org_id', 'integer', (c) => c.references('orgs.id'))
      .addColumn('fullname', 'text', notNull)
      .addColumn('credit_code', 'text', notNull)
      .addColumn('category', 'text', notNull)
      .addColumn('licene_url', 'text', notNull)
      .addColumn('legal_idcard', 'text', notNull)
      .addColumn('auth_url', 'text', notNull)
      .addColumn('user_name', 'text', notNull)
      .addColumn('idcard', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('reviewer_id', 'integer', (c) => c.references('users.id'))
      .addColumn('reviewed_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('org_applications_queue').on('org_applications').columns(['tenant_id', 'kind', 'status', 'id']).execute();
    await db.schema.createIndex('org_applications_user').on('org_applications').columns(['tenant_id', 'user_id']).execute();

    await withId(db.schema.createTable('audit_logs'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      // What was reviewed: e.g. 'org_application', later 'declaration', 'demand'…
      .addColumn('subject_type', 'text', notNull)
      .addColumn('subject_id', 'integer', notNull)
      .addColumn('action', 'text', notNull)
      .addColumn('status_from', 'text')
      .addColumn('status_to', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('audit_logs_subject').on('audit_logs').columns(['tenant_id', 'subject_type', 'subject_id']).execute();

    await withId(db.schema.createTable('sso_apps'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('appid', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('secret', 'text', notNull)
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('sso_apps_tenant_appid').on('sso_apps').columns(['tenant_id', 'appid']).unique().execute();

    await withId(db.schema.createTable('page_views'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('url', 'text', notNull)
      .addColumn('pagename', 'text', notNull)
      .addColumn('modulename', 'text', notNull)
      // The client's idempotency key: an outbox replay of the same record is stored once.
      .addColumn('client_key', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('page_views_key').on('page_views').columns(['tenant_id', 'client_key']).unique().execute();
    await db.schema.createIndex('page_views_time').on('page_views').columns(['tenant_id', 'created_at']).execute();
  },
};
