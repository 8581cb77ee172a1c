import type { Kysely } from 'kysely';
import type { OPERATOR_ROLES } from '../../../common/constants.js';
import { STAFF_ROLE_KIND, type DataScope, type Permission } from '../../../common/permissions.js';
import { BASE_ROLE } from '../../../common/roles.js';
import type { DB } from '../schema.js';
import { builtInKind, grantBuiltInPermissions } from '../../lib/role-grants.js';

/**
 * A park's own, narrower staff role (counts as 管委会): the appeal clerks of 企业服务局 handle and
 * analyse appeals and see the records of their department and the ones below it.
 */
export const DEMO_STAFF_ROLE = {
  rolename: '诉求专员',
  description: '企业诉求专员：受理、交办、答复企业诉求并查看诉求分析',
  dataScope: 'DEPT_AND_BELOW' satisfies DataScope,
  permissions: ['appeal.handle', 'appeal.analyse'] satisfies Permission[],
} as const;

export type DemoRoleName = (typeof OPERATOR_ROLES)[number] | typeof BASE_ROLE | typeof DEMO_STAFF_ROLE.rolename;

/** The roles every demo tenant has. The operator names must match OPERATOR_ROLES (SPEC §6). */
export const DEMO_ROLES: ReadonlyArray<{ rolename: DemoRoleName; description: string }> = [
  { rolename: '管理员', description: '平台管理员：维护园区门户的账号、机构与全部业务数据' },
  { rolename: '管委会', description: '园区管委会工作人员：查看园区运行数据，审核企业与服务机构' },
  { rolename: BASE_ROLE, description: '注册用户：完成注册的平台用户，可认证为企业或服务机构' },
];

/** Inserts the demo roles of a tenant and its 诉求专员 staff role; returns role id by name. */
export async function insertDemoRoles(db: Kysely<DB>, tenantId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const { id } = await db
      .insertInto('roles')
      .values({ tenant_id: tenantId, ...role, kind: builtInKind(role.rolename) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantBuiltInPermissions(db, tenantId, id, role.rolename);
    ids.set(role.rolename, id);
  }
  const staff = DEMO_STAFF_ROLE;
  const { id } = await db
    .insertInto('roles')
    .values({ tenant_id: tenantId, rolename: staff.rolename, description: staff.description, kind: STAFF_ROLE_KIND, data_scope: staff.dataScope })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_permissions')
    .values(staff.permissions.map((permission) => ({ tenant_id: tenantId, role_id: id, permission })))
    .execute();
  ids.set(staff.rolename, id);
  return ids;
}
