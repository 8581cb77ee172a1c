import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The park's department tree (tables.ts DepartmentsTable), the organisation chart's own: operators
 * sit in departments and appeals are assigned to them.
 *
 * It was created by the appeal module's migration (appeal/appeals, formerly 0006_appeals) before
 * the chart had a module of its own. A database migrated then already has the table and its index:
 * both are created only if missing, so there this migration changes nothing and is recorded as
 * run; a new database gets the same table and index here, before the appeals that refer to it.
 */
export const departments: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('departments').ifNotExists(), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('name', 'text', notNull)
      .addColumn('parent_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('departments_tenant_name')
      .ifNotExists()
      .on('departments')
      .columns(['tenant_id', 'name'])
      .unique()
      .execute();
  },
};
