import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { column, createTables, ref, tenant, text, unique, zero } from '../../../db/migrations/tables.js';

/**
 * A park's posts (岗位) and each operator's department and post. The department tree itself is the
 * `departments` table of the appeal module (0006_appeals), which appeals are assigned to.
 */
export const orgchart: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      posts: {
        id: true,
        columns: {
          tenant_id: tenant,
          name: text,
          code: text,
          sort: zero,
          // ON 启用 / OFF 停用: a post that is OFF is not offered for new assignments.
          state: text,
          created_at: text,
        },
        indexes: { posts_tenant_code: unique('tenant_id', 'code') },
      },
      staff: {
        columns: {
          tenant_id: tenant,
          user_id: column('integer', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
          // Deleting a department is refused while staff sit in it, so no cascade here.
          dept_id: ref('departments'),
          post_id: ref('posts'),
        },
        indexes: {
          staff_tenant_dept: ['tenant_id', 'dept_id'],
          staff_tenant_post: ['tenant_id', 'post_id'],
        },
      },
    });
  },
};
