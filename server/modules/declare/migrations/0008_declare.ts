import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Policy declarations (政策申报): the operators' declaration notices for a policy's apply item with
 * their material slots, the organisations' applications with their files, and the landing (兑现)
 * recorded once an application passed. The review trail lives in audit_logs
 * (subject_type 'declare_application').
 */
export const declarations: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('declarations'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id'))
      .addColumn('apply_item_id', 'integer', (c) => c.notNull().references('policy_apply_items.id'))
      .addColumn('title', 'text', notNull)
      .addColumn('name', 'text', notNull)
      // 'YYYY-MM-DD' in the park's time zone, both days included.
      .addColumn('start_date', 'text', notNull)
      .addColumn('end_date', 'text', notNull)
      .addColumn('dept', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // is_declare_title / is_declare_name answer from these; two operators saving at once cannot both win.
    await db.schema.createIndex('declarations_title').unique().on('declarations').columns(['tenant_id', 'title']).execute();
    await db.schema.createIndex('declarations_name').unique().on('declarations').columns(['tenant_id', 'name']).execute();
    await db.schema.createIndex('declarations_window').on('declarations').columns(['tenant_id', 'end_date', 'start_date']).execute();
    await db.schema.createIndex('declarations_policy').on('declarations').columns(['tenant_id', 'policy_id']).execute();

    await withId(db.schema.createTable('declaration_materials'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('declaration_id', 'integer', (c) => c.notNull().references('declarations.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
      // Comma-separated kinds: pdf, image, word, excel, zip.
      .addColumn('types', 'text', notNull)
      .addColumn('note', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema.createIndex('declaration_materials_of').on('declaration_materials').columns(['declaration_id', 'position']).execute();

    await withId(db.schema.createTable('declare_applications'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('declaration_id', 'integer', (c) => c.notNull().references('declarations.id'))
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      // TOSUBMIT (draft) / TOAUDIT / PASS / FAIL / BACK
      .addColumn('state', 'text', notNull)
      .addColumn('contact_name', 'text', notNull)
      .addColumn('contact_phone', 'text', notNull)
      .addColumn('project_name', 'text', notNull)
      .addColumn('project_summary', 'text', notNull)
      .addColumn('amount_applied', 'double precision')
      .addColumn('revenue', 'double precision')
      .addColumn('rd_expense', 'double precision')
      .addColumn('employees', 'integer')
      .addColumn('remark', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('submitted_at', 'text')
      .addColumn('audited_at', 'text')
      .addColumn('auditor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // One application per organisation and declaration (startDeclare relies on it under concurrency).
    await db.schema
      .createIndex('declare_applications_one')
      .unique()
      .on('declare_applications')
      .columns(['tenant_id', 'declaration_id', 'org_id'])
      .execute();
    await db.schema.createIndex('declare_applications_queue').on('declare_applications').columns(['tenant_id', 'state', 'updated_at']).execute();
    await db.schema.createIndex('declare_applications_org').on('declare_applications').columns(['tenant_id', 'org_id']).execute();

    await withId(db.schema.createTable('declare_application_files'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('declare_applications.id').onDelete('cascade'))
      .addColumn('material_id', 'integer', (c) => c.notNull().references('declaration_materials.id'))
      .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
      .addColumn('position', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('declare_application_files_slot')
      .unique()
      .on('declare_application_files')
      .columns(['application_id', 'material_id', 'attachment_id'])
      .execute();
    await db.schema.createIndex('declare_application_files_material').on('declare_application_files').columns(['material_id']).execute();

    await withId(db.schema.createTable('declare_landings'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('application_id', 'integer', (c) => c.notNull().unique().references('declare_applications.id').onDelete('cascade'))
      .addColumn('amount', 'double precision', notNull)
      .addColumn('landed_on', 'text', notNull)
      .addColumn('note', 'text', notNull)
      .addColumn('attachment_id', 'integer', (c) => c.references('attachments.id'))
      .addColumn('recorder_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
  },
};
