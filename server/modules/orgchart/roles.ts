import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { Role } from '../../../common/orgchart/contract.js';
import {
  ADMIN_ROLE,
  ALL_PERMISSIONS,
  DATA_SCOPES,
  isDataScope,
  SCOPE_ORDER,
  STAFF_ROLE_KIND,
  type DataScope,
  type Permission,
} from '../../../common/permissions.js';
import type { DB } from '../../db/schema.js';
import {
  assertAllowed,
  loadGrants,
  lockOf,
  refusalToEditRole,
  refusalToGrant,
  type Grantable,
  type Grants,
} from '../../kit/delegation.js';
import { record } from '../../lib/audit-log.js';
import { BizError, notFound } from '../../lib/errors.js';

/** Roles of a park that count as operator roles (SPEC §6): 管理员 and every 管委会-kind role. */
export const OPERATOR_KINDS: readonly string[] = OPERATOR_ROLES;

/** A role as the park keeps it; the list adds what the caller may do with it. */
export type RoleRecord = Omit<Role, 'manageable' | 'lockReason'>;

const asGrantable = (role: Pick<RoleRecord, 'isAdmin' | 'permissions' | 'dataScope'>): Grantable => ({
  admin: role.isAdmin,
  permissions: role.permissions,
  dataScope: role.dataScope,
});

export async function listRoles(db: Kysely<DB>): Promise<RoleRecord[]> {
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'rolename', 'description', 'kind', 'data_scope'])
    .where('kind', 'in', OPERATOR_KINDS)
    .orderBy('id')
    .execute();
  if (!roles.length) return [];
  const ids = roles.map((r) => r.id);
  const grants = await db.selectFrom('role_permissions').select(['role_id', 'permission']).where('role_id', 'in', ids).execute();
  const holders = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('role_id', 'in', ids)
    .groupBy('role_id')
    .execute();
  return roles.map((r) => {
    const isAdmin = r.kind === ADMIN_ROLE;
    const granted = new Set(grants.filter((g) => g.role_id === r.id).map((g) => g.permission));
    const scope = isAdmin ? 'ALL' : isDataScope(r.data_scope) ? r.data_scope : 'SELF';
    return {
      id: r.id,
      rolename: r.rolename,
      description: r.description,
      kind: r.kind,
      dataScope: scope,
      dataScopeLabel: DATA_SCOPES[scope],
      permissions: isAdmin ? [...ALL_PERMISSIONS] : ALL_PERMISSIONS.filter((p) => granted.has(p)),
      isAdmin,
      builtIn: (OPERATOR_ROLES as readonly string[]).includes(r.rolename) && r.kind === r.rolename,
      userCount: Number(holders.find((h) => h.role_id === r.id)?.n ?? 0),
    };
  });
}

async function roleOf(db: Kysely<DB>, id: number) {
  const role = (await listRoles(db)).find((r) => r.id === id);
  if (!role) throw notFound('角色');
  return role;
}

/** The grants of every account holding each of the roles, by role id. */
async function holdersOf(db: Kysely<DB>, tenantId: number, roleIds: readonly number[]): Promise<Map<number, Grants[]>> {
  const out = new Map<number, Grants[]>();
  if (!roleIds.length) return out;
  const rows = await db.selectFrom('user_roles').select(['role_id', 'user_id']).where('role_id', 'in', roleIds).execute();
  const grants = await loadGrants(db, tenantId, rows.map((r) => r.user_id));
  for (const row of rows) {
    const g = grants.get(row.user_id);
    if (g) out.set(row.role_id, [...(out.get(row.role_id) ?? []), g]);
  }
  return out;
}

/** The park's roles with what the actor may do with each (the delegation rule). */
export async function rolesFor(db: Kysely<DB>, tenantId: number, actor: Grants): Promise<Role[]> {
  const roles = await listRoles(db);
  const holders = await holdersOf(db, tenantId, roles.map((r) => r.id));
  return roles.map((r) => ({ ...r, ...lockOf(refusalToEditRole(actor, asGrantable(r), holders.get(r.id) ?? [])) }));
}

/** What the actor may put in a role: the permissions and data scopes the rule lets it grant. */
export function grantableBy(actor: Grants): { admin: boolean; permissions: Permission[]; dataScopes: DataScope[] } {
  return {
    admin: actor.admin,
    permissions: ALL_PERMISSIONS.filter((p) => !refusalToGrant(actor, { admin: false, permissions: [p], dataScope: 'SELF' })),
    dataScopes: SCOPE_ORDER.filter((s) => !refusalToGrant(actor, { admin: false, permissions: [], dataScope: s })),
  };
}

/** Refuses a change of the role unless the actor may make it (the delegation rule). */
async function assertMayEdit(db: Kysely<DB>, tenantId: number, actor: Grants, role: RoleRecord): Promise<void> {
  const holders = (await holdersOf(db, tenantId, [role.id])).get(role.id) ?? [];
  assertAllowed(refusalToEditRole(actor, asGrantable(role), holders));
}

export interface RoleInput {
  id?: number;
  rolename: string;
  description: string;
  dataScope: keyof typeof DATA_SCOPES;
  permissions: Permission[];
}

/**
 * Creates or changes a role. The actor grants only what it may (its own permissions, a scope no
 * wider than its own) and changes only a role that holds no more than it and whose holders it may
 * touch (server/kit/delegation.ts).
 */
export async function saveRole(db: Kysely<DB>, tenantId: number, actor: Grants, input: RoleInput): Promise<number> {
  const rolename = input.rolename.trim();
  if (rolename.length < 2) throw new BizError('角色名称至少2个字');
  const permissions = [...new Set(input.permissions)];
  return db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('roles')
      .select('id')
      .where('rolename', '=', rolename)
      .executeTakeFirst();
    if (clash && clash.id !== input.id) throw new BizError('角色名称已存在');
    let id = input.id;
    if (id !== undefined) {
      const role = await roleOf(trx, id);
      if (role.isAdmin) throw new BizError('管理员角色拥有全部权限，不能修改');
      if (role.builtIn && rolename !== role.rolename) throw new BizError('内置角色不能改名');
      await assertMayEdit(trx, tenantId, actor, role);
      assertAllowed(refusalToGrant(actor, { admin: false, permissions, dataScope: input.dataScope }));
      await trx
        .updateTable('roles')
        .set({ rolename, description: input.description.trim(), data_scope: input.dataScope })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    } else {
      assertAllowed(refusalToGrant(actor, { admin: false, permissions, dataScope: input.dataScope }));
      ({ id } = await trx
        .insertInto('roles')
        .values({ rolename, description: input.description.trim(), kind: STAFF_ROLE_KIND, data_scope: input.dataScope })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    if (permissions.length)
      await trx
        .insertInto('role_permissions')
        .values(permissions.map((permission) => ({ role_id: id, permission })))
        .execute();
    await record(trx, {
      tenantId,
      subjectType: 'role',
      subjectId: id,
      action: input.id === undefined ? 'CREATE' : 'UPDATE',
      from: null,
      to: input.dataScope,
      reason: `${rolename}：${permissions.join(',') || '无权限'}`,
      actorId: actor.id,
    });
    return id;
  });
}

export async function removeRole(db: Kysely<DB>, tenantId: number, actor: Grants, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await roleOf(trx, id);
    if (role.isAdmin) throw new BizError('管理员角色不能删除');
    if (role.builtIn) throw new BizError('内置角色不能删除');
    await assertMayEdit(trx, tenantId, actor, role);
    if (role.userCount > 0) throw new BizError(`该角色仍有 ${role.userCount} 个账号持有，请先为这些账号更换角色后再删除`);
    await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    await record(trx, { tenantId, subjectType: 'role', subjectId: id, action: 'DELETE', from: null, to: '', reason: role.rolename, actorId: actor.id });
  });
}
