import { expressionBuilder, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DataScope } from '../../../common/permissions.js';
import type { DB } from '../../db/schema.js';
import type { DataScopeProvider, Visible } from '../../kit/data-scope.js';
import './tables.js';

export { coversDept, scopeWhere, visibleStaff, type Visible } from '../../kit/data-scope.js';

/**
 * The data scope of an operator (common/permissions.ts DATA_SCOPES), resolved once per request:
 * which staff — and so which records they own or handle — the operator's lists show and writes may
 * touch. The widest scope of the user's roles decides (AuthUser.dataScope); the user's department
 * is their row in `staff`.
 *
 * - ALL: everything of the park;
 * - DEPT_AND_BELOW: the staff of the user's department and of every department under it;
 * - DEPT: the staff of the user's department;
 * - SELF (and DEPT / DEPT_AND_BELOW for a user without a department): the user alone.
 *
 * This module provides the resolution to the other modules through server/kit/data-scope.ts
 * (`visibleStaff`, `scopeWhere`, `coversDept`); they apply it to their own records through the
 * column naming the responsible operator or the department a record is placed in.
 */

/** The departments of a park at and below `rootId`, root first. */
export function subtreeOf(depts: readonly { id: number; parent_id: number | null }[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of depts) if (d.parent_id !== null) children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  const out: number[] = [];
  const queue = [rootId];
  const seen = new Set<number>();
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}

export async function allDepts(db: Kysely<DB>) {
  return db.selectFrom('departments').select(['id', 'parent_id']).execute();
}

/** The scope of a user whose roles are narrower than ALL. */
async function resolve(db: Kysely<DB>, _tenantId: number, user: { id: number; dataScope: DataScope }): Promise<Visible> {
  if (user.dataScope === 'ALL') return { all: true };
  const self = { all: false as const, selfId: user.id };
  if (user.dataScope === 'SELF') return { ...self, deptIds: [] };
  const own = await db
    .selectFrom('staff')
    .select('dept_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const deptId = own?.dept_id ?? null;
  if (deptId === null) return { ...self, deptIds: [] };
  if (user.dataScope === 'DEPT') return { ...self, deptIds: [deptId] };
  return { ...self, deptIds: subtreeOf(await allDepts(db), deptId) };
}

function staffWhere(scope: Visible & { all: false }, column: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  if (!scope.deptIds.length) return sql<SqlBool>`${ref} = ${scope.selfId}`;
  // Built, not raw: the tenant scope adds the park to the staff subquery.
  const staffOfDepts = expressionBuilder<DB>().selectFrom('staff').select('staff.user_id').where('staff.dept_id', 'in', scope.deptIds);
  return sql<SqlBool>`(${ref} = ${scope.selfId} or ${ref} in ${staffOfDepts})`;
}

/** The departments a scope covers when its holder sits in `deptId` (see resolve). */
function coverage(tree: readonly { id: number; parent_id: number | null }[], dataScope: DataScope, deptId: number | null): number[] {
  if (deptId === null || dataScope === 'SELF') return [];
  return dataScope === 'DEPT' ? [deptId] : subtreeOf(tree, deptId);
}

/** Where several users sit and what their scopes cover: two queries whatever their number. */
async function places(db: Kysely<DB>, _tenantId: number, users: readonly { id: number; dataScope: DataScope }[]) {
  const out = new Map<number, { deptId: number | null; visible: Visible }>();
  if (!users.length) return out;
  const rows = await db
    .selectFrom('staff')
    .select(['user_id', 'dept_id'])
    .where('user_id', 'in', users.map((u) => u.id))
    .execute();
  const sits = new Map(rows.map((r) => [r.user_id, r.dept_id]));
  const tree = users.some((u) => u.dataScope === 'DEPT_AND_BELOW' && sits.get(u.id) != null) ? await allDepts(db) : [];
  for (const u of users) {
    const deptId = sits.get(u.id) ?? null;
    const visible: Visible =
      u.dataScope === 'ALL' ? { all: true } : { all: false, selfId: u.id, deptIds: coverage(tree, u.dataScope, deptId) };
    out.set(u.id, { deptId, visible });
  }
  return out;
}

export const dataScopeProvider: DataScopeProvider = { visible: resolve, staffWhere, places };
