import { notNull, tenantRef, withId, type PortableMigration } from './helpers.js';

/** Tenants and their hostnames, parks, organisations, users, roles and sessions, attachments. */
export const foundation: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('fullname', 'text', notNull)
      .addColumn('dp_simple', 'text', notNull)
      .addColumn('logo', 'text', notNull)
      .addColumn('source_park_id', 'integer', notNull)
      .addColumn('high_tech_zone', 'text', notNull)
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('tenant_hosts')
      .addColumn('hostname', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenantRef)
      .execute();

    await withId(db.schema.createTable('parks'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('parent_id', 'integer', (c) => c.references('parks.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('province', 'text', notNull)
      .addColumn('city', 'text', notNull)
      .addColumn('county', 'text', notNull)
      .addColumn('address', 'text', notNull)
      .addColumn('longitude', 'double precision', notNull)
      .addColumn('latitude', 'double precision', notNull)
      .addColumn('area_km2', 'double precision', notNull)
      .execute();
    await db.schema.createIndex('parks_tenant').on('parks').columns(['tenant_id', 'parent_id']).execute();

    await withId(db.schema.createTable('orgs'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('fullname', 'text', notNull)
      .addColumn('simplename', 'text', notNull)
      .addColumn('credit_code', 'text', notNull)
      .addColumn('orgtype', 'text', notNull)
      .addColumn('category', 'text', notNull)
      .addColumn('industry_name', 'text', notNull)
      .addColumn('field_id', 'integer', notNull)
      .addColumn('ranges', 'text', notNull)
      .addColumn('envreate', 'text', notNull)
      .addColumn('legal_person', 'text', notNull)
      .addColumn('contact_phone', 'text', notNull)
      .addColumn('province', 'text', notNull)
      .addColumn('city', 'text', notNull)
      .addColumn('county', 'text', notNull)
      .addColumn('park_id', 'integer', (c) => c.notNull().references('parks.id'))
      .addColumn('sub_park', 'text', notNull)
      .addColumn('address', 'text', notNull)
      .addColumn('setup_date', 'text', notNull)
      .addColumn('register_capital', 'double precision', notNull)
      .addColumn('regist_status', 'text', notNull)
      .addColumn('longitude', 'double precision', notNull)
      .addColumn('latitude', 'double precision', notNull)
      .addColumn('gaodelng', 'double precision', notNull)
      .addColumn('gaodelat', 'double precision', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('orgs_tenant_code').on('orgs').columns(['tenant_id', 'credit_code']).unique().execute();
    await db.schema.createIndex('orgs_tenant_type').on('orgs').columns(['tenant_id', 'orgtype', 'id']).execute();
    await db.schema.createIndex('orgs_tenant_park').on('orgs').columns(['tenant_id', 'park_id']).execute();

    await withId(db.schema.createTable('users'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('phone', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('password_hash', 'text', notNull)
      .addColumn('org_id', 'integer', (c) => c.references('orgs.id'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    // A phone is one account per park: the same phone may hold separate accounts in two parks.
    await db.schema.createIndex('users_tenant_phone').on('users').columns(['tenant_id', 'phone']).unique().execute();

    await withId(db.schema.createTable('roles'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('rolename', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .execute();
    await db.schema.createIndex('roles_tenant_name').on('roles').columns(['tenant_id', 'rolename']).unique().execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute();

    await withId(db.schema.createTable('attachments'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('uploader_id', 'integer', (c) => c.references('users.id'))
      .addColumn('filename', 'text', notNull)
      .addColumn('mime', 'text', notNull)
      .addColumn('size', 'integer', notNull)
      .addColumn('sha256', 'text', notNull)
      .addColumn('storage_key', 'text', notNull)
      .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('PRIVATE'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('attachments_tenant').on('attachments').columns(['tenant_id', 'id']).execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
  },
};
