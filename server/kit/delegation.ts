import type { Kysely } from 'kysely';
import {
  ADMIN_ROLE,
  ALL_PERMISSIONS,
  isDataScope,
  isPermission,
  scopeWithin,
  STAFF_ROLE_KIND,
  widestScope,
  type DataScope,
  type Permission,
} from '../../common/permissions.js';
import type { DB } from '../db/schema.js';
import { forbidden } from '../lib/errors.js';
import { coversDept, placesOf, type Visible } from './data-scope.js';

/**
 * Delegated administration: the one rule every administration write of the operations centre
 * obeys (roles, operator accounts, departments, portal accounts). A delegated administrator — an
 * operator holding system.role, system.operator, system.dept or user.manage through a role of the
 * park's own — can only
 *
 * - grant what it holds: a role's permissions a subset of its own, the role's data scope no wider
 *   than its own, and the 管理员 role never (only a 管理员 grants or takes it);
 * - act within its data scope: place accounts and change departments only where its scope reaches;
 * - touch accounts that hold no more than it does: an operator account whose permissions are all
 *   the actor's, that sits in a department the actor covers (or is the actor) and whose own scope
 *   covers nothing the actor's does not. 管理员 accounts are changed by a 管理员 only. Portal users
 *   hold no operator grants and belong to no department (common/user-admin/README.md): any holder
 *   of user.manage may act on them.
 *
 * The rules are pure functions of the actor's and the target's grants (`Grants`); `loadGrants`
 * reads those from the database. The lists answer, per row, what the same rule says (`manageable`,
 * `lockReason`), so the screens offer only what the server would do; the server refuses the rest
 * anyway (HTTP 200, envelope 403, one of DELEGATION_MESSAGES).
 */

export const DELEGATION_MESSAGES = {
  permission: '不能授予您自己没有的权限',
  scope: '不能授予比您更大的数据范围',
  adminRole: '只有管理员可以授予或收回管理员角色',
  adminAccount: '管理员账号只能由管理员修改',
  higherAccount: '不能操作权限高于您的账号',
  outsideAccount: '不能操作您数据范围以外的账号',
  placement: '只能把账号安排在您的数据范围内的部门',
  dept: '只能调整您数据范围内的部门',
  higherRole: '不能修改权限或数据范围高于您的角色',
  roleHolders: '该角色有您无权管理的账号持有，不能修改或删除',
} as const;

/** What an account holds, as the rule compares it. */
export interface Grants {
  id: number;
  /** Holds a role of the 管理员 kind: every permission, the whole park. */
  admin: boolean;
  /** Holds any operator role (管理员 or 管委会 kind). */
  operator: boolean;
  permissions: readonly Permission[];
  dataScope: DataScope;
  /** The department it sits in. */
  deptId: number | null;
  /** What its data scope covers. */
  covers: Visible;
}

/** A role as something to grant. */
export interface Grantable {
  admin: boolean;
  permissions: readonly Permission[];
  dataScope: DataScope;
}

const holdsAll = (actor: Pick<Grants, 'permissions'>, wanted: readonly Permission[]) =>
  wanted.every((p) => actor.permissions.includes(p));

/** Whether everything `inner` covers, `outer` covers too. */
function coveredBy(outer: Visible, inner: Visible): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  return inner.deptIds.every((d) => outer.deptIds.includes(d));
}

/** Why the actor may not grant the role (null: it may). */
export function refusalToGrant(actor: Grants, role: Grantable): string | null {
  if (role.admin) return actor.admin ? null : DELEGATION_MESSAGES.adminRole;
  if (actor.admin) return null;
  if (!holdsAll(actor, role.permissions)) return DELEGATION_MESSAGES.permission;
  if (!scopeWithin(role.dataScope, actor.dataScope)) return DELEGATION_MESSAGES.scope;
  return null;
}

/**
 * Why the actor may not change or delete an existing role (null: it may): the role holds no more
 * than the actor, and every account holding it is one the actor may touch — a change of the role
 * changes them all.
 */
export function refusalToEditRole(actor: Grants, role: Grantable, holders: readonly Grants[]): string | null {
  if (role.admin && !actor.admin) return DELEGATION_MESSAGES.adminRole;
  if (refusalToGrant(actor, role)) return DELEGATION_MESSAGES.higherRole;
  return holders.some((h) => refusalToTouch(actor, h)) ? DELEGATION_MESSAGES.roleHolders : null;
}

/** Why the actor may not put an account in the department (null: it may; null dept: ALL only). */
export function refusalToPlace(actor: Grants, deptId: number | null): string | null {
  return coversDept(actor.covers, deptId) ? null : DELEGATION_MESSAGES.placement;
}

/** Why the actor may not create, rename, move or delete the department (null: it may). */
export function refusalForDept(actor: Grants, deptId: number | null): string | null {
  return coversDept(actor.covers, deptId) ? null : DELEGATION_MESSAGES.dept;
}

/**
 * Why the actor may not act on the account — edit it, change its phone, roles or place, disable,
 * enable, reset its password, unlink it (null: it may).
 */
export function refusalToTouch(actor: Grants, target: Grants): string | null {
  if (target.admin) return actor.admin ? null : DELEGATION_MESSAGES.adminAccount;
  if (actor.admin || !target.operator) return null;
  const sitsWithin = target.id === actor.id || coversDept(actor.covers, target.deptId);
  if (!sitsWithin) return DELEGATION_MESSAGES.outsideAccount;
  if (!holdsAll(actor, target.permissions) || !coveredBy(actor.covers, target.covers)) return DELEGATION_MESSAGES.higherAccount;
  return null;
}

/** Answers the refusal as the envelope's 403 (HTTP 200, the message shown as it is). */
export function assertAllowed(refusal: string | null): void {
  if (refusal) throw forbidden(refusal);
}

/** What a list row says of the caller's rights over it (common/…/contract.ts `manageable`, `lockReason`). */
export const lockOf = (refusal: string | null) => ({ manageable: refusal === null, lockReason: refusal ?? '' });

/**
 * What a set of roles grants, as the session does (server/plugins/session-repo.ts): 管理员 every
 * permission and the whole park; 管委会-kind roles the union of their permissions and the widest of
 * their scopes; anything else nothing.
 */
export function combineRoles(
  roles: readonly { kind: string; dataScope: string; permissions: readonly string[] }[],
): Pick<Grants, 'admin' | 'operator' | 'permissions' | 'dataScope'> {
  if (roles.some((r) => r.kind === ADMIN_ROLE)) return { admin: true, operator: true, permissions: [...ALL_PERMISSIONS], dataScope: 'ALL' };
  const staff = roles.filter((r) => r.kind === STAFF_ROLE_KIND);
  if (!staff.length) return { admin: false, operator: false, permissions: [], dataScope: 'SELF' };
  const granted = new Set(staff.flatMap((r) => r.permissions.filter(isPermission)));
  return {
    admin: false,
    operator: true,
    permissions: ALL_PERMISSIONS.filter((p) => granted.has(p)),
    dataScope: widestScope(staff.map((r) => (isDataScope(r.dataScope) ? r.dataScope : 'SELF'))),
  };
}

/** The grants of users of the park, by id (a user of another park is absent). Three queries. */
export async function loadGrants(db: Kysely<DB>, tenantId: number, userIds: readonly number[]): Promise<Map<number, Grants>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, Grants>();
  if (!ids.length) return out;
  const users = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  if (!users.length) return out;
  const held = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.kind', 'roles.data_scope'])
    .where('roles.tenant_id', '=', tenantId)
    .where('user_roles.user_id', 'in', users.map((u) => u.id))
    .where('roles.kind', 'in', [ADMIN_ROLE, STAFF_ROLE_KIND])
    .execute();
  const roleIds = [...new Set(held.filter((r) => r.kind === STAFF_ROLE_KIND).map((r) => r.id))];
  const rows = roleIds.length
    ? await db.selectFrom('role_permissions').select(['role_id', 'permission']).where('role_id', 'in', roleIds).execute()
    : [];
  const combined = users.map((u) => ({
    id: u.id,
    ...combineRoles(
      held
        .filter((r) => r.user_id === u.id)
        .map((r) => ({ kind: r.kind, dataScope: r.data_scope, permissions: rows.filter((p) => p.role_id === r.id).map((p) => p.permission) })),
    ),
  }));
  const places = await placesOf(db, tenantId, combined);
  for (const g of combined) {
    const place = places.get(g.id) ?? { deptId: null, visible: { all: false as const, selfId: g.id, deptIds: [] } };
    out.set(g.id, { ...g, deptId: place.deptId, covers: place.visible });
  }
  return out;
}

/** The grants of one user of the park; a missing user holds nothing. */
export async function grantsOf(db: Kysely<DB>, tenantId: number, userId: number): Promise<Grants> {
  return (
    (await loadGrants(db, tenantId, [userId])).get(userId) ?? {
      id: userId,
      admin: false,
      operator: false,
      permissions: [],
      dataScope: 'SELF',
      deptId: null,
      covers: { all: false, selfId: userId, deptIds: [] },
    }
  );
}
