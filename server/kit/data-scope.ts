import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DataScope } from '../../common/permissions.js';
import type { DB } from '../db/schema.js';

/**
 * The port through which a module limits its operator lists and writes to the operator's data
 * scope (common/permissions.ts DATA_SCOPES, AuthUser.dataScope). Where operators sit (the staff
 * and department tree) is the orgchart module's (server/modules/orgchart/scope.ts), which provides
 * itself here when it is loaded (server/modules/index.ts lists it); other modules never read its
 * tables.
 *
 *   const scope = await visibleStaff(ctx.db, ctx.tenantId, ctx.user); // once per request
 *   query.where(scopeWhere(scope, 'appeal_events.actor_id'));        // a column naming an operator
 *   scope.all || scope.deptIds.includes(record.department_id)         // a record placed in a department
 *
 * A record outside the scope answers like a missing one (不存在), for reads and writes alike.
 */

/**
 * What an operator may see: the whole park, or themselves and the departments the scope covers
 * (the user's department, with those under it for DEPT_AND_BELOW; none for SELF or for a user
 * without a department).
 */
export type Visible = { all: true } | { all: false; selfId: number; deptIds: number[] };

export interface DataScopeProvider {
  /** Resolves the scope of `user` in park `tenantId`. */
  visible(db: Kysely<DB>, tenantId: number, user: { id: number; dataScope: DataScope }): Promise<Visible>;
  /** A where condition: the user id in `column` is the operator or staff of a covered department. */
  staffWhere(scope: Visible & { all: false }, column: string): RawBuilder<SqlBool>;
  /**
   * Where each of several users sits (their department, null for none) and what their scope
   * covers, resolved at once (the delegation rule, server/kit/delegation.ts, compares them).
   */
  places(
    db: Kysely<DB>,
    tenantId: number,
    users: readonly { id: number; dataScope: DataScope }[],
  ): Promise<Map<number, { deptId: number | null; visible: Visible }>>;
}

let provider: DataScopeProvider | null = null;

/** Called once by the module that keeps the organisation chart. */
export function provideDataScope(next: DataScopeProvider): void {
  provider = next;
}

function provided(): DataScopeProvider {
  if (!provider) throw new Error('data scope: no provider (the orgchart module is not loaded)');
  return provider;
}

/** What a user with `dataScope` in park `tenantId` may see. */
export async function visibleStaff(
  db: Kysely<DB>,
  tenantId: number,
  user: { id: number; dataScope: DataScope },
): Promise<Visible> {
  if (user.dataScope === 'ALL') return { all: true };
  return provided().visible(db, tenantId, user);
}

/** Where each user sits and what its scope covers (DataScopeProvider.places). */
export function placesOf(db: Kysely<DB>, tenantId: number, users: readonly { id: number; dataScope: DataScope }[]) {
  return provided().places(db, tenantId, users);
}

/**
 * A where condition: the user id in `column` is one the scope shows (the operator, or staff of the
 * departments it covers). Always true for ALL.
 */
export function scopeWhere(scope: Visible, column: string): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`;
  return provided().staffWhere(scope, column);
}

/** Whether the scope covers a department (null: a record in no department, ALL only). */
export const coversDept = (scope: Visible, deptId: number | null) =>
  scope.all || (deptId !== null && scope.deptIds.includes(deptId));
