import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * A park's posts (岗位) and each operator's department and post; the department tree is created
 * by the module's previous migration (departments.ts).
 */
export const orgchart: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('posts'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('name', 'text', notNull)
      .addColumn('code', 'text', notNull)
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      // ON 启用 / OFF 停用: a post that is OFF is not offered for new assignments.
      .addColumn('state', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('posts_tenant_code').on('posts').columns(['tenant_id', 'code']).unique().execute();

    await db.schema
      .createTable('staff')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      // Deleting a department is refused while staff sit in it, so no cascade here.
      .addColumn('dept_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('post_id', 'integer', (c) => c.references('posts.id'))
      .execute();
    await db.schema.createIndex('staff_tenant_dept').on('staff').columns(['tenant_id', 'dept_id']).execute();
    await db.schema.createIndex('staff_tenant_post').on('staff').columns(['tenant_id', 'post_id']).execute();
  },
};
