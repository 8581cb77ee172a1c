import * as col from '../../../db/migrations/columns.js';
import { tablesMigration, unique } from '../../../db/migrations/tables.js';

/**
 * A park's posts (岗位) and each operator's department and post; the department tree is created
 * by the module's previous migration (departments.ts).
 */
export const orgchart = tablesMigration({
  tables: {
    posts: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        name: col.text,
        code: col.text,
        sort: col.zero,
        // ON 启用 / OFF 停用: a post that is OFF is not offered for new assignments.
        state: col.text,
        created_at: col.text,
      },
      indexes: { posts_tenant_code: unique('tenant_id', 'code') },
    },
    staff: {
      columns: {
        tenant_id: col.tenant,
        user_id: col.column('integer', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
        // Deleting a department is refused while staff sit in it, so no cascade here.
        dept_id: col.ref('departments'),
        post_id: col.ref('posts'),
      },
      indexes: {
        staff_tenant_dept: ['tenant_id', 'dept_id'],
        staff_tenant_post: ['tenant_id', 'post_id'],
      },
    },
  },
});
