import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';
// The department tree is the appeal module's `departments` table, declared in its tables.ts and
// merged into DB for the whole program.

/** Tables of migration 0012_orgchart: a park's posts and where each operator sits. */

export interface PostsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  /** Unique in the park, e.g. QYFW-01. */
  code: string;
  sort: number;
  state: 'ON' | 'OFF';
  created_at: string;
}

/** An operator's place in the organisation chart: one department and one post, both optional. */
export interface StaffTable {
  tenant_id: TenantColumn;
  user_id: number;
  dept_id: number | null;
  post_id: number | null;
}

declare module '../../db/schema.js' {
  interface DB {
    posts: PostsTable;
    staff: StaffTable;
  }
}
