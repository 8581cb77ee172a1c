import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';
/** Tables of the organisation chart: a park's department tree, its posts and where each operator sits. */

export interface DepartmentsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  parent_id: number | null;
  sort: number;
  created_at: string;
}

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
    departments: DepartmentsTable;
    posts: PostsTable;
    staff: StaffTable;
  }
}
