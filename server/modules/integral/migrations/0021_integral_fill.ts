import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * Fill rounds of the innovation score (填报): a park's rounds for a score year, a submission per
 * organisation of a round, its items (one per field, with the audit) and its evidence files. The
 * 管委会 role of every park gets the permission integral.fill (common/permissions.ts
 * STAFF_PERMISSIONS holds it).
 */
export const integralFill: PortableMigration = {
  async up(db, dialect) {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await withId(db.schema.createTable('integral_fill_rounds'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('year', 'integer', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('start_date', 'text', notNull)
      .addColumn('end_date', 'text', notNull)
      .addColumn('fields', 'text', notNull)
      .addColumn('scope_mode', 'text', notNull)
      .addColumn('scope_industries', 'text', notNull)
      .addColumn('scope_areas', 'text', notNull)
      .addColumn('closed_at', 'text')
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('integral_fill_rounds_year')
      .on('integral_fill_rounds')
      .columns(['tenant_id', 'year'])
      .execute();

    await withId(db.schema.createTable('integral_fill_submissions'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('round_id', 'integer', (c) => c.notNull().references('integral_fill_rounds.id').onDelete('cascade'))
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
      .addColumn('state', 'text', notNull)
      .addColumn('filled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('filled_by_operator', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('submitted_at', 'text')
      .addColumn('audited_at', 'text')
      .addColumn('approved_at', 'text')
      .addColumn('updated_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('integral_fill_submissions_org', ['round_id', 'org_id'])
      .execute();
    // An enterprise's rounds.
    await db.schema
      .createIndex('integral_fill_submissions_by_org')
      .on('integral_fill_submissions')
      .columns(['tenant_id', 'org_id'])
      .execute();

    await db.schema
      .createTable('integral_fill_items')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('submission_id', 'integer', (c) =>
        c.notNull().references('integral_fill_submissions.id').onDelete('cascade'),
      )
      .addColumn('field', 'text', notNull)
      .addColumn('value', real)
      .addColumn('audit', 'text')
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('returned_value', real)
      .addColumn('audited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('audited_at', 'text')
      .addPrimaryKeyConstraint('integral_fill_items_pk', ['submission_id', 'field'])
      .execute();

    await db.schema
      .createTable('integral_fill_files')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('submission_id', 'integer', (c) =>
        c.notNull().references('integral_fill_submissions.id').onDelete('cascade'),
      )
      .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('integral_fill_files_pk', ['submission_id', 'attachment_id'])
      .execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'integral.fill' from roles where rolename = '管委会'`.execute(db);
  },
};
